// Satisfaction surveys (docs/product/service-quality.md#satisfaction-surveys): five ratings 1–5 and a comment, which
// the ratings 1 and 2 require.
import { z } from 'zod';

export const SURVEY_COMMENT_MAX = 2000;
/** Ratings at or below this ask what went wrong: their comment is required. */
export const LOW_RATING_MAX = 2;

export const surveyMessages = {
  ratingRange: 'Elija una calificación del 1 al 5.',
  commentRequired: 'Cuéntenos qué salió mal: el comentario es obligatorio para las calificaciones 1 y 2.',
  commentMax: `Máximo ${SURVEY_COMMENT_MAX} caracteres.`,
  expired: 'El enlace de esta encuesta venció: las encuestas se responden dentro de los 14 días posteriores a su envío.',
  answered: 'Esta encuesta ya fue respondida. ¡Gracias!',
  notFinished: 'El ticket se califica cuando está finalizado.',
  onlyCreator: 'Solo quien creó el ticket puede calificarlo.',
  thanks: '¡Gracias por su respuesta!',
} as const;

/**
 * The company settings of the surveys (Administración → settings), each with its default when missing or not a whole
 * number: minutes from finalising to the mail, days a person is spared after a survey, and the share of finalised
 * tickets surveyed.
 */
export const surveySettings = {
  CSAT_DELAY_MINUTES: 0,
  CSAT_MIN_DAYS: 0,
  CSAT_SAMPLE_PERCENT: 100,
} as const;
export type SurveySettingCode = keyof typeof surveySettings;

/** How long a survey's link answers after its mail was sent. */
export const SURVEY_LINK_DAYS = 14;

/** The five faces, worst to best, each with the name a screen reader says. */
export const ratingLabels = ['Muy insatisfecho', 'Insatisfecho', 'Neutral', 'Satisfecho', 'Muy satisfecho'] as const;

export const surveyAnswerInput = z
  .object({
    rating: z
      .number({ error: surveyMessages.ratingRange })
      .int(surveyMessages.ratingRange)
      .min(1, surveyMessages.ratingRange)
      .max(5, surveyMessages.ratingRange),
    comment: z
      .string({ error: surveyMessages.commentMax })
      .max(SURVEY_COMMENT_MAX, surveyMessages.commentMax)
      .nullish()
      .transform((v) => v?.trim() || null),
  })
  .superRefine((v, ctx) => {
    if (v.rating <= LOW_RATING_MAX && !v.comment)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: surveyMessages.commentRequired });
  });
export type SurveyAnswerInput = z.input<typeof surveyAnswerInput>;
export type SurveyAnswerInputParsed = z.output<typeof surveyAnswerInput>;

/** A rating given: shown as 'Calificación' to internal users and to the ticket's creator. */
export const satisfaction = z
  .object({ rating: z.number(), comment: z.string().nullable(), date: z.string() })
  .meta({ id: 'Satisfaction' });
export type Satisfaction = z.infer<typeof satisfaction>;

/** GET satisfaction/{token}: the ticket's number and subject only, and whether it was answered already. */
export const surveyPage = z
  .object({ ticketId: z.number(), subject: z.string(), answered: z.boolean() })
  .meta({ id: 'SurveyPage' });
export type SurveyPage = z.infer<typeof surveyPage>;
