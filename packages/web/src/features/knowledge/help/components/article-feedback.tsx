// '¿Le fue útil?' under an article (docs/product/self-service.md#search): 'Sí' or 'No', sent at once; the answer
// given stays pressed and the reader is thanked. Answering again replaces the earlier answer.
import { useState, type ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import { knowledgeMessages, type Article } from '@tms/contracts';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useSendArticleFeedback } from '../api/send-article-feedback';

export function ArticleFeedback({ article }: { article: Pick<Article, 'id' | 'myFeedback'> }) {
  const feedback = useSendArticleFeedback();
  const [answer, setAnswer] = useState(article.myFeedback);
  const [thanked, setThanked] = useState(false);

  const send = (helpful: boolean) =>
    feedback.mutate(
      { id: article.id, helpful },
      {
        onSuccess: (result) => {
          setAnswer(result.helpful);
          setThanked(true);
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  const choice = (helpful: boolean, label: string, icon: ReactNode) => (
    <Button
      variant={answer === helpful ? 'contained' : 'outlined'}
      aria-pressed={answer === helpful}
      startIcon={icon}
      disabled={feedback.isPending}
      onClick={() => send(helpful)}
    >
      {label}
    </Button>
  );

  return (
    <Stack
      component="section"
      aria-label={knowledgeMessages.helpfulQuestion}
      direction="row"
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}
    >
      <Typography variant="subtitle1" component="h2">
        {knowledgeMessages.helpfulQuestion}
      </Typography>
      {choice(true, 'Sí', <ThumbUpOutlinedIcon />)}
      {choice(false, 'No', <ThumbDownOutlinedIcon />)}
      {thanked && (
        <Typography role="status" color="success.main" sx={{ fontWeight: 500 }}>
          {knowledgeMessages.feedbackThanks}
        </Typography>
      )}
    </Stack>
  );
}
