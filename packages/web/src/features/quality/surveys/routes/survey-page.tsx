// The page a survey's mail links to (docs/product/service-quality.md#satisfaction-surveys), with no session: the
// ticket's number and subject, the five faces and the comment. Opening it records nothing; 'Enviar' records the answer
// once. An expired link says so in Spanish, and a link that is not ours is not found.
import { useParams } from 'react-router';
import { Alert, Stack, Typography } from '@mui/material';
import { surveyMessages } from '@tms/contracts';
import { LoadingScreen } from '@/components/loading-screen';
import { SatisfactionForm } from '@/components/satisfaction-form';
import { hasErrorCode } from '@/lib/api/api-error';
import { errorMessage } from '@/lib/api/error-messages';
import { useAnswerSurvey, useSurveyPage } from '../api/survey-link';

const NOT_FOUND = 'Este enlace de encuesta no es válido.';

/** The failure of opening the link, in Spanish: expired (410), not ours (404), or what else went wrong. */
function linkFailure(error: unknown): string {
  if (hasErrorCode(error, 'survey.expired')) return surveyMessages.expired;
  if (hasErrorCode(error, 'resource.not_found')) return NOT_FOUND;
  return errorMessage(error);
}

export function SurveyPage() {
  const { token = '' } = useParams();
  const page = useSurveyPage(token);
  const answer = useAnswerSurvey(token);

  if (page.isPending) return <LoadingScreen />;
  if (page.isError) return <Alert severity="warning">{linkFailure(page.error)}</Alert>;
  const { ticketId, subject, answered } = page.data;
  const done = answered || answer.isSuccess;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h5" component="h1">
          Encuesta de satisfacción
        </Typography>
        <Typography color="text.secondary">
          Ticket #{ticketId}: {subject}
        </Typography>
      </div>
      {done ? (
        <Alert severity="success">{answer.isSuccess ? surveyMessages.thanks : surveyMessages.answered}</Alert>
      ) : (
        <>
          {answer.isError && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
          <SatisfactionForm onSubmit={(input) => answer.mutateAsync(input)} sending={answer.isPending} />
        </>
      )}
    </Stack>
  );
}
