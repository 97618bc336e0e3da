// Indicators ('Indicadores', permission 31, docs/product/service-quality.md#indicators): a range of the company's days
// and four optional filters in; the cards, the backlog per day, the workload per responsible, the time per client or
// provider entity and the low ratings' comments out; and the weekly mail's subscription. Every bad value is a 400
// with a Spanish message on its field.
import { z } from 'zod';
import { isCalendarDate } from '../calendars/calendar-time';
import { optionalIdFilter } from '../common/fields';
import { messages } from '../common/messages';

/** The longest range, in days (a leap year, both ends included). */
export const INDICATORS_MAX_DAYS = 366;
/** The range the screen opens with: the last 30 days, today included. */
export const INDICATORS_DEFAULT_DAYS = 30;
/** The newest comments of low ratings the answer lists (the count says how many there are). */
export const LOW_RATING_COMMENTS_LIMIT = 100;

const DAY_MS = 86_400_000;

export const indicatorMessages = {
  invalidDate: 'Ingrese una fecha válida (AAAA-MM-DD).',
  endBeforeStart: 'La fecha final no puede ser anterior a la inicial.',
  rangeTooLong: `El rango no puede ser mayor a ${INDICATORS_MAX_DAYS} días.`,
  subCategoryOutside: 'La subcategoría no pertenece a la categoría elegida.',
  subscribedFlag: 'Indique si desea recibir los indicadores (sí o no).',
  subscribed: 'Recibirá los indicadores cada lunes por correo.',
  unsubscribed: 'Ya no recibirá los indicadores por correo.',
  /** The workload's row of open or finalised tickets without a responsible. */
  noResponsible: 'Sin responsable',
  /** 'Tiempo por entidad': time on tickets created by internal users, who belong to no client or provider. */
  internalCreators: 'Usuarios internos',
} as const;

/** The workbook of a range, as 'Exportar' downloads it and the weekly mail attaches it. */
export const indicatorsFileName = (range: { start: string; end: string }) => `Indicadores ${range.start} a ${range.end}.xlsx`;

/** Days from `start` to `end`, both included ('YYYY-MM-DD'). */
export const daysInRange = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;

const day = z.string({ error: indicatorMessages.invalidDate }).trim().refine(isCalendarDate, indicatorMessages.invalidDate);

/** `GET indicators` and `GET indicators/export`: the company's days `start` to `end` (both included) and the filters. */
export const indicatorsQuery = z
  .object(
    {
      start: day,
      end: day,
      companyLocationId: optionalIdFilter,
      categoryId: optionalIdFilter,
      subCategoryId: optionalIdFilter,
      assignedTo: optionalIdFilter,
    },
    { error: messages.badRequest },
  )
  .superRefine((q, ctx) => {
    if (!isCalendarDate(q.start) || !isCalendarDate(q.end)) return;
    if (q.end < q.start) ctx.addIssue({ code: 'custom', path: ['end'], message: indicatorMessages.endBeforeStart });
    else if (daysInRange(q.start, q.end) > INDICATORS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['end'], message: indicatorMessages.rangeTooLong });
  });
export type IndicatorsQuery = z.input<typeof indicatorsQuery>;
export type IndicatorsQueryParsed = z.output<typeof indicatorsQuery>;

/** A share: `met` of `total`, and its percentage with one decimal (null without any ticket). */
const compliance = z.object({ met: z.number(), total: z.number(), percentage: z.number().nullable() });
/** Working minutes of a set of tickets: median and 90th percentile, estimated from their buckets (null when empty). */
const minutesSpread = z.object({ tickets: z.number(), median: z.number().nullable(), p90: z.number().nullable() });

export const indicatorCards = z.object({
  created: z.number(),
  closed: z.number(),
  slaCompliance: compliance,
  firstResponseCompliance: compliance,
  firstResponseMinutes: minutesSpread,
  resolutionMinutes: minutesSpread,
  satisfaction: z.object({
    /** The ratings' average with two decimals; null without answers. */
    average: z.number().nullable(),
    answers: z.number(),
    surveysSent: z.number(),
    /** Answers per rating, 1 to 5. */
    ratings: z.array(z.number()),
  }),
});
export type IndicatorCards = z.infer<typeof indicatorCards>;

/** One day of the range: tickets created and closed that day, and those open at its end (null for days to come). */
export const backlogDay = z.object({
  day: z.string(),
  created: z.number(),
  closed: z.number(),
  backlog: z.number().nullable(),
});
export type BacklogDay = z.infer<typeof backlogDay>;

/** A responsible's load: open and overdue now, and finalised within the range; `userId` null: without responsible. */
export const workloadRow = z.object({
  userId: z.number().nullable(),
  name: z.string(),
  open: z.number(),
  overdue: z.number(),
  closed: z.number(),
});
export type WorkloadRow = z.infer<typeof workloadRow>;

/** Minutes logged in the range on tickets created by an entity's people; `entityId` null: by internal users. */
export const entityTimeRow = z.object({
  entityId: z.number().nullable(),
  name: z.string(),
  entityType: z.string().nullable(),
  billableMinutes: z.number(),
  otherMinutes: z.number(),
});
export type EntityTimeRow = z.infer<typeof entityTimeRow>;

export const lowRatingComment = z.object({
  ticketId: z.number(),
  subject: z.string(),
  rating: z.number(),
  comment: z.string().nullable(),
  answeredDate: z.string(),
});
export type LowRatingComment = z.infer<typeof lowRatingComment>;

export const indicators = z
  .object({
    start: z.string(),
    end: z.string(),
    cards: indicatorCards,
    backlog: z.array(backlogDay),
    workload: z.array(workloadRow),
    timeByEntity: z.array(entityTimeRow),
    /** The range's ratings of 1 and 2: how many, and the newest LOW_RATING_COMMENTS_LIMIT with their comments. */
    lowRatings: z.object({ total: z.number(), comments: z.array(lowRatingComment) }),
  })
  .meta({ id: 'Indicators' });
export type Indicators = z.infer<typeof indicators>;

/** 'Recibir cada lunes': whether the caller gets the weekly mail. */
export const indicatorSubscription = z.object({ subscribed: z.boolean() }).meta({ id: 'IndicatorSubscription' });
export type IndicatorSubscription = z.infer<typeof indicatorSubscription>;

export const indicatorSubscriptionInput = z.object(
  { subscribed: z.boolean({ error: indicatorMessages.subscribedFlag }) },
  { error: messages.badRequest },
);
export type IndicatorSubscriptionInput = z.infer<typeof indicatorSubscriptionInput>;
