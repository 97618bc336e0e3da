// Automations ('Automatizaciones', docs/product/automations.md, permission 30): one condition/action model for four kinds
// of rule. The server runs the rules; the browser only edits them. Every refusal is a Spanish message on its field.
import { z } from 'zod';
import { MAX_ID, pathId, requiredId, requiredText } from '../common/fields';
import { messages } from '../common/messages';
import { catalogueRowFields, codeField, detailField, requiredFlag } from '../catalogues/catalogue-fields';
import { bulkFollowInput } from '../tickets/bulk-actions.schemas';

export const automationKinds = ['trigger', 'escalation', 'schedule', 'macro'] as const;
export type AutomationKind = (typeof automationKinds)[number];

/** What fires a trigger: a new ticket, a save, a public message by the creator, a public message by an internal user. */
export const automationEvents = ['created', 'updated', 'creatorMessage', 'agentMessage'] as const;
export type AutomationEvent = (typeof automationEvents)[number];

export const automationActionTypes = [
  'setResponsible',
  'setSeverity',
  'setStatus',
  'addSubscribers',
  'addNote',
  'reply',
  'notify',
  'webhook',
] as const;
export type AutomationActionType = (typeof automationActionTypes)[number];

export const automationRunResults = ['done', 'failed', 'skipped'] as const;
export type AutomationRunResult = (typeof automationRunResults)[number];

/** Limits of a rule (docs/product/automations.md#limits). */
export const AUTOMATION_MAX_ACTIONS = 20;
export const AUTOMATION_MAX_LIST = 200;
export const AUTOMATION_MESSAGE_MAX = 4000;
export const AUTOMATION_SUBJECT_MAX = 100;
export const AUTOMATION_URL_MAX = 2000;
export const AUTOMATION_SECRET_MAX = 200;
/** Bounds of the thresholds: a share of the SLA in percent, working hours, working days. */
export const PERCENT_OF_SLA_MAX = 1000;
export const IDLE_WORKING_HOURS_MAX = 10_000;
export const WAITING_WORKING_DAYS_MAX = 365;
/** A chain of rules (a rule's change firing another) stops after this many steps. */
export const AUTOMATION_CHAIN_MAX = 5;

export const automationMessages = {
  unknownKind: 'El tipo de regla no es válido.',
  unknownEvent: 'El evento no es válido.',
  unknownActionType: 'El tipo de acción no es válido.',
  eventsRequired: 'Un disparador necesita al menos un evento.',
  noEvents: {
    escalation: 'Una escalación no tiene eventos.',
    schedule: 'Una programación no tiene eventos.',
    macro: 'Una macro no tiene eventos.',
  },
  noThreshold: {
    trigger: 'Un disparador no tiene umbral.',
    macro: 'Una macro no tiene umbral.',
  },
  percentOfSlaRequired: 'Indique el porcentaje del SLA (de 1 a 1000).',
  escalationOnlyPercent: 'Una escalación solo usa el porcentaje del SLA.',
  scheduleThresholdRequired: 'Indique las horas hábiles sin actividad o los días hábiles sin respuesta (solo uno).',
  actionsRequired: 'Agregue al menos una acción.',
  recipientsRequired: 'Elija al menos un destinatario.',
  inactiveOption: 'La opción seleccionada no está activa.',
  notInternalUser: 'El usuario debe ser un usuario interno activo.',
  duplicateCode: 'Ya existe una automatización con ese código.',
  ruleAuthor: (code: string) => `Automatización: ${code}`,
  notMacro: 'La regla no es una macro activa.',
  macroRefused: 'La macro no se aplicó: una de sus acciones no está permitida.',
  chainStopped: 'Cadena de automatizaciones detenida tras 5 pasos.',
  authorMissing: 'La regla no tiene un autor registrado.',
} as const;

const whole = (min: number, max: number, message: string = messages.invalidOption) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const positiveId = whole(1, MAX_ID);
const idsOf = (item: z.ZodType<number>) => z.array(item, { error: messages.badRequest }).max(AUTOMATION_MAX_LIST);
const optionalIds = idsOf(positiveId).default([]);

/** Conditions: all must hold; an empty or missing list holds for every value. `assignedToIds` takes 0: 'sin responsable'. */
export const automationConditions = z.object({
  categoryIds: optionalIds,
  subCategoryIds: optionalIds,
  companyLocationIds: optionalIds,
  severityIds: optionalIds,
  statusIds: optionalIds,
  assignedToIds: idsOf(whole(0, MAX_ID)).default([]),
  creatorEntityTypeIds: optionalIds,
  createdByMail: z
    .boolean({ error: messages.badRequest })
    .nullish()
    .transform((v) => v ?? null),
  subjectContains: z
    .string({ error: messages.badRequest })
    .max(AUTOMATION_SUBJECT_MAX, messages.maxLength(AUTOMATION_SUBJECT_MAX))
    .nullish()
    .transform((v) => v?.trim() || null),
});
export type AutomationConditions = z.output<typeof automationConditions>;

const optionalWhole = (max: number, message: string) =>
  whole(1, max, message)
    .nullish()
    .transform((v) => v ?? null);

/** An escalation's share of the SLA, or a schedule's idle working hours or waiting working days. */
export const automationThreshold = z.object({
  percentOfSla: optionalWhole(PERCENT_OF_SLA_MAX, messages.invalidOption),
  idleWorkingHours: optionalWhole(IDLE_WORKING_HOURS_MAX, messages.invalidOption),
  waitingWorkingDays: optionalWhole(WAITING_WORKING_DAYS_MAX, messages.invalidOption),
});
export type AutomationThreshold = z.output<typeof automationThreshold>;

const actionMessage = requiredText(AUTOMATION_MESSAGE_MAX);

export const automationAction = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('setResponsible'), userId: positiveId.nullable() }),
    z.object({ type: z.literal('setSeverity'), severityId: positiveId }),
    z.object({ type: z.literal('setStatus'), statusId: positiveId }),
    z.object({ type: z.literal('addSubscribers'), userIds: idsOf(positiveId).min(1, automationMessages.recipientsRequired) }),
    z.object({ type: z.literal('addNote'), message: actionMessage }),
    z.object({ type: z.literal('reply'), cannedResponseId: positiveId }),
    z.object({
      type: z.literal('notify'),
      userIds: idsOf(positiveId).default([]),
      responsible: z.boolean({ error: messages.badRequest }).default(false),
      message: actionMessage,
    }),
    z.object({
      type: z.literal('webhook'),
      url: requiredText(AUTOMATION_URL_MAX),
      /** Signs every call's body (HMAC-SHA256), so the receiver can tell the call came from here. */
      secret: requiredText(AUTOMATION_SECRET_MAX),
    }),
  ],
  { error: automationMessages.unknownActionType },
);
export type AutomationAction = z.output<typeof automationAction>;

const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

interface KindParts {
  kind: AutomationKind;
  events: AutomationEvent[];
  threshold: AutomationThreshold | null;
  actions: AutomationAction[];
}

/** Events belong to triggers alone, and a trigger needs one. */
function checkEvents({ kind, events }: KindParts, ctx: z.RefinementCtx) {
  if (kind === 'trigger' && events.length === 0) issue(ctx, ['events'], automationMessages.eventsRequired);
  if (kind !== 'trigger' && events.length > 0) issue(ctx, ['events'], automationMessages.noEvents[kind]);
}

/** An escalation takes `percentOfSla` alone; a schedule exactly one of its two; triggers and macros none. */
function checkThreshold({ kind, threshold }: KindParts, ctx: z.RefinementCtx) {
  const t = threshold ?? { percentOfSla: null, idleWorkingHours: null, waitingWorkingDays: null };
  const given = [t.percentOfSla, t.idleWorkingHours, t.waitingWorkingDays].filter((v) => v !== null).length;
  if (kind === 'trigger' || kind === 'macro') {
    if (given > 0) issue(ctx, ['threshold'], automationMessages.noThreshold[kind]);
  } else if (kind === 'escalation') {
    if (t.percentOfSla === null) issue(ctx, ['threshold', 'percentOfSla'], automationMessages.percentOfSlaRequired);
    else if (given > 1) issue(ctx, ['threshold'], automationMessages.escalationOnlyPercent);
  } else if (t.percentOfSla !== null || (t.idleWorkingHours === null) === (t.waitingWorkingDays === null)) {
    issue(ctx, ['threshold'], automationMessages.scheduleThresholdRequired);
  }
}

/** A notify action needs someone to tell: listed users or the responsible. */
function checkRecipients({ actions }: KindParts, ctx: z.RefinementCtx) {
  actions.forEach((action, index) => {
    if (action.type === 'notify' && action.userIds.length === 0 && !action.responsible)
      issue(ctx, ['actions', index, 'userIds'], automationMessages.recipientsRequired);
  });
}

export const automationInput = z
  .object({
    code: codeField,
    detail: detailField,
    kind: z.enum(automationKinds, { error: automationMessages.unknownKind }),
    events: z
      .array(z.enum(automationEvents, { error: automationMessages.unknownEvent }), { error: messages.badRequest })
      .max(automationEvents.length)
      .default([])
      .transform((events) => [...new Set(events)]),
    conditions: automationConditions.default(automationConditions.parse({})),
    threshold: automationThreshold.nullish().transform((v) => v ?? null),
    actions: z
      .array(automationAction, { error: automationMessages.actionsRequired })
      .min(1, automationMessages.actionsRequired)
      .max(AUTOMATION_MAX_ACTIONS),
    order: whole(0, MAX_ID).default(0),
    isActive: requiredFlag(),
  })
  .superRefine((rule, ctx) => {
    checkEvents(rule, ctx);
    checkThreshold(rule, ctx);
    checkRecipients(rule, ctx);
  });
export type AutomationInput = z.input<typeof automationInput>;
export type AutomationInputParsed = z.output<typeof automationInput>;

const ids = z.array(z.number());
const nullableNumber = z.number().nullable();

/** The answer's shapes: plain (no defaults, no transforms), so the response serialises as stored. */
const storedConditions = z.object({
  categoryIds: ids,
  subCategoryIds: ids,
  companyLocationIds: ids,
  severityIds: ids,
  statusIds: ids,
  assignedToIds: ids,
  creatorEntityTypeIds: ids,
  createdByMail: z.boolean().nullable(),
  subjectContains: z.string().nullable(),
});
const storedThreshold = z.object({
  percentOfSla: nullableNumber,
  idleWorkingHours: nullableNumber,
  waitingWorkingDays: nullableNumber,
});
const storedAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('setResponsible'), userId: nullableNumber }),
  z.object({ type: z.literal('setSeverity'), severityId: z.number() }),
  z.object({ type: z.literal('setStatus'), statusId: z.number() }),
  z.object({ type: z.literal('addSubscribers'), userIds: ids }),
  z.object({ type: z.literal('addNote'), message: z.string() }),
  z.object({ type: z.literal('reply'), cannedResponseId: z.number() }),
  z.object({ type: z.literal('notify'), userIds: ids, responsible: z.boolean(), message: z.string() }),
  z.object({ type: z.literal('webhook'), url: z.string(), secret: z.string() }),
]);

/** A rule as the API answers it, to holders of permission 30 only (a webhook's secret included: they wrote it). */
export const automation = z
  .object({
    ...catalogueRowFields,
    kind: z.enum(automationKinds),
    events: z.array(z.enum(automationEvents)),
    conditions: storedConditions,
    threshold: storedThreshold.nullable(),
    actions: z.array(storedAction),
    order: z.number(),
    isActive: z.boolean(),
  })
  .meta({ id: 'Automation' });
export type Automation = z.output<typeof automation>;

/** One run of a rule on one ticket (`GET automations/{id}/runs`). */
export const automationRun = z
  .object({
    ticketId: z.number(),
    occasion: z.string(),
    at: z.string(),
    result: z.enum(automationRunResults),
    error: z.string().nullable(),
  })
  .meta({ id: 'AutomationRun' });
export type AutomationRun = z.infer<typeof automationRun>;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** One call of a rule's webhooks (`GET automations/{id}/deliveries`): its state and its last attempt's answer. */
export const webhookDelivery = z
  .object({
    id: z.number(),
    url: z.string(),
    status: z.enum(webhookDeliveryStatuses),
    attempts: z.number(),
    statusCode: z.number().nullable(),
    durationMs: z.number().nullable(),
    /** Spanish: why the last attempt failed. */
    error: z.string().nullable(),
    createdDate: z.string(),
    lastAttemptDate: z.string().nullable(),
    finishedDate: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** `POST workitems/{id}/macros/{ruleId}`. */
export const macroParams = z.object({ id: pathId, ruleId: pathId });

/**
 * `POST workitems/bulk/macro`: one macro on up to 100 selected tickets, each all or nothing on its own; answered as
 * the other bulk actions (`bulkResult`: the tickets changed, and those refused with their Spanish reason).
 */
export const bulkMacroInput = bulkFollowInput.extend({ ruleId: requiredId(automationMessages.notMacro) });
export type BulkMacroInput = z.input<typeof bulkMacroInput>;

/** What the macro picker needs (`GET automations/all`, internal users): active macros only. */
export const automationItem = z
  .object({ id: z.number(), code: z.string(), detail: z.string(), kind: z.enum(automationKinds) })
  .meta({ id: 'AutomationItem' });
export type AutomationItem = z.infer<typeof automationItem>;
