// The satisfaction survey's form (docs/product/service-quality.md#satisfaction-surveys): five faces from 'Muy
// insatisfecho' (1) to 'Muy satisfecho' (5) as one radio group, a comment (required for 1 and 2) and 'Enviar'. The
// survey's page and the ticket screen both use it; each sends the answer its own way and the form shows the server's
// field messages on their fields.
import { useController, useForm, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormControl, FormHelperText, FormLabel, Radio, RadioGroup, Stack, Tooltip } from '@mui/material';
import { SURVEY_COMMENT_MAX, ratingLabels, surveyAnswerInput, type SurveyAnswerInputParsed } from '@tms/contracts';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormTextField } from '@/components/form/form-text-field';
import { ratingFaces } from '@/components/rating-faces';

interface SurveyFormValues {
  /** Null until a face is chosen. */
  rating: number | null;
  comment: string;
}

const fields = ['rating', 'comment'] as const;
/** The form holds null until a face is chosen, which the schema refuses with its message. */
const resolver = zodResolver(surveyAnswerInput) as unknown as Resolver<SurveyFormValues, unknown, SurveyAnswerInputParsed>;

function RatingField({ control }: { control: Control<SurveyFormValues, unknown, SurveyAnswerInputParsed> }) {
  const { field, fieldState } = useController({ control, name: 'rating' });
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormLabel id="survey-rating-label">¿Cómo calificaría la atención?</FormLabel>
      <RadioGroup
        row
        aria-labelledby="survey-rating-label"
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(Number(event.target.value))}
      >
        {ratingLabels.map((label, index) => {
          const Face = ratingFaces[index];
          return (
            <Tooltip key={label} title={label}>
              <Radio
                value={index + 1}
                icon={<Face fontSize="large" />}
                checkedIcon={<Face fontSize="large" color="primary" />}
                slotProps={{ input: { 'aria-label': `${index + 1}: ${label}` } }}
              />
            </Tooltip>
          );
        })}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

interface SatisfactionFormProps {
  /**
   * Sends the answer. On failure it tells the person (a banner) and rejects: the form then puts the failure's field
   * messages on their fields.
   */
  onSubmit: (input: SurveyAnswerInputParsed) => Promise<unknown>;
  sending: boolean;
}

export function SatisfactionForm({ onSubmit, sending }: SatisfactionFormProps) {
  const form = useForm<SurveyFormValues, unknown, SurveyAnswerInputParsed>({
    resolver,
    defaultValues: { rating: null, comment: '' },
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      // The caller tells the person what failed; here the fields get their messages.
      applyServerErrors(error, form.setError, fields);
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Encuesta de satisfacción">
      <Stack spacing={2}>
        <RatingField control={form.control} />
        <FormTextField
          control={form.control}
          name="comment"
          label="Comentario"
          helperText="Obligatorio si califica con 1 o 2."
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: SURVEY_COMMENT_MAX } }}
        />
        <div>
          <Button type="submit" variant="contained" loading={sending}>
            Enviar
          </Button>
        </div>
      </Stack>
    </form>
  );
}
