// The ticket (work item) as the form sends it and as the API shows it.
import { z } from 'zod';
import { satisfaction } from '../quality/surveys.schemas';
import { messages } from '../common/messages';
import { Severity } from '../common/permissions';
import { ticketMessages as m, SUBJECT_MAX, TicketOrigin, TicketStatus } from './tickets.messages';

const DETAIL_MAX = 200_000;
const MESSAGE_MAX = 100_000;
const TASK_NOTES_MAX = 2000;
const RELATED_MAX = 200;
const ATTACHMENTS_MAX = 100;
const TASKS_MAX = 100;

const requiredNumber = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const optionalId = z.coerce
  .number({ error: messages.invalidOption })
  .int(messages.invalidOption)
  .positive(messages.invalidOption)
  .nullish()
  .transform((v) => v ?? null);
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, m.tooManyItems(max)).default([]);

/**
 * Subjects are one line: carriage returns, line feeds and other control characters are refused with a field
 * message rather than silently rewritten, so what the user typed is what is stored
 * (docs/product/tickets.md#validation).
 */
const CONTROL_CHARACTER_LIMIT = 0x20;
const DELETE_CHARACTER = 0x7f;
const isControlCharacter = (code: number) => code < CONTROL_CHARACTER_LIMIT || code === DELETE_CHARACTER;
const hasNoControlCharacters = (text: string) => !Array.from(text).some((char) => isControlCharacter(char.charCodeAt(0)));

const referenceId = z.number({ error: m.invalidReference }).int(m.invalidReference).positive(m.invalidReference);
/**
 * Tolerant reader (docs/product/conventions.md#api-conventions): an id, or the record GET workitems/{id} returned,
 * which carries the id under `key` (`id` for attachments and related tickets, `userId` for subscribers).
 */
const idOrRecord = <K extends 'id' | 'userId'>(key: K) =>
  z
    .union([referenceId, z.looseObject({ [key]: referenceId } as Record<K, typeof referenceId>)], { error: m.invalidReference })
    .transform((value) => (typeof value === 'number' ? value : (value as Record<K, number>)[key]));

/** Whether a message is an internal note; absent or null means a reply everyone on the ticket reads. */
const internalFlag = z
  .boolean({ error: m.invalidMessageKind })
  .nullish()
  .transform((v) => v ?? false);

/** Rich text with something to read: text, or at least an image. */
export const hasRichTextContent = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0 || /<img\s/i.test(html);

export const workItemTaskInput = z.object({
  id: z.number({ error: m.selectTicket }).int(m.selectTicket).positive(m.selectTicket),
  realizedBy: z.number({ error: m.taskRealizedByRequired }).int().positive(m.taskRealizedByRequired),
  notes: z.string().max(TASK_NOTES_MAX, messages.maxLength(TASK_NOTES_MAX)).nullish(),
});
export type WorkItemTaskInput = z.infer<typeof workItemTaskInput>;

export const ticketInput = z.object({
  subject: z
    .string({ error: m.subjectRequired })
    .trim()
    .min(1, m.subjectRequired)
    .max(SUBJECT_MAX, m.subjectMax)
    .refine(hasNoControlCharacters, m.subjectControlCharacters),
  detail: z
    .string({ error: m.detailRequired })
    .max(DETAIL_MAX, messages.maxLength(DETAIL_MAX))
    .refine(hasRichTextContent, m.detailRequired),
  categoryId: requiredNumber(m.categoryRequired),
  subCategoryId: requiredNumber(m.subCategoryRequired),
  severityId: requiredNumber(m.severityRequired).default(Severity.Low),
  statusId: z.coerce
    .number({ error: messages.invalidOption })
    .int(messages.invalidOption)
    .min(TicketStatus.Initial, messages.invalidOption)
    .max(TicketStatus.Finished, messages.invalidOption)
    .default(TicketStatus.Initial),
  companyLocationId: optionalId,
  assignedTo: optionalId,
  parentId: optionalId,
  childs: list(idOrRecord('id'), RELATED_MAX),
  subscribers: list(idOrRecord('userId'), RELATED_MAX),
  /** Attachments to keep (saved) or attach (temporary uploads of the caller), as ids or records. */
  attachments: list(idOrRecord('id'), ATTACHMENTS_MAX),
  /** A new discussion message (rich text). */
  discussion: z.string().max(MESSAGE_MAX, messages.maxLength(MESSAGE_MAX)).nullish(),
  /** The new message is an internal note (internal users only, docs/product/tickets.md#discussion-and-internal-notes). */
  discussionIsInternal: internalFlag,
  tasks: list(workItemTaskInput, TASKS_MAX),
  /** The modifiedDate the form was loaded with; ignored on create, required on save (ticketUpdateInput). */
  modifiedDate: z.string().nullish(),
});
export type TicketInput = z.input<typeof ticketInput>;
export type TicketInputParsed = z.output<typeof ticketInput>;

/**
 * PUT workitems/{id}: the same fields plus the required modifiedDate the client read; a save (a message alone
 * included) based on an older version is refused with 409 (docs/product/tickets.md#errors).
 */
export const ticketUpdateInput = ticketInput.extend({
  modifiedDate: z.iso.datetime({ offset: true, error: m.modifiedDateRequired }),
});
export type TicketUpdateInput = z.input<typeof ticketUpdateInput>;
export type TicketUpdateInputParsed = z.output<typeof ticketUpdateInput>;

/**
 * POST workitems/{id}/discussions: one message on its own ('Enviar mensaje'), no version needed
 * (docs/product/tickets.md#discussion-and-internal-notes). An empty message is refused by the server after it checked
 * the caller may post on the ticket (sanitising may empty it too), with the field message `messageRequired`.
 */
export const discussionInput = z.object({
  message: z
    .string({ error: m.messageRequired })
    .max(MESSAGE_MAX, messages.maxLength(MESSAGE_MAX))
    .nullish()
    .transform((v) => v ?? ''),
  isInternal: internalFlag,
});
export type DiscussionInput = z.input<typeof discussionInput>;
export type DiscussionInputParsed = z.output<typeof discussionInput>;

const ticketOrigin = z.enum([TicketOrigin.Mail]);

/**
 * A person named on a ticket. `userName` goes to internal users only: an external user (client, provider) gets the id
 * and the display name (docs/product/tickets.md#who-may-change-what).
 */
const userRef = z.object({ id: z.number(), userName: z.string().optional(), displayName: z.string() });

export const attachment = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  filePath: z.string(),
  isTemp: z.boolean(),
  createdBy: z.number(),
  createdDate: z.string(),
  /** Short-lived signed link usable in <a href> (no bearer header needed). */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachment>;

/**
 * A parent or child. One the caller may not see shows as its number only: subject and status null
 * (docs/product/tickets.md#tasks-children-and-relations).
 */
export const relatedTicket = z.object({
  id: z.number(),
  subject: z.string().nullable(),
  statusId: z.number().nullable(),
  status: z.string().nullable(),
});
export type RelatedTicket = z.infer<typeof relatedTicket>;

export const discussionMessage = z.object({
  /**
   * The message's id, sent to internal users only: what 'Crear ticket de este mensaje' names
   * (docs/product/self-service.md#split).
   */
  id: z.number().optional(),
  order: z.number(),
  message: z.string(),
  createdBy: z.number().nullable(),
  createdByName: z.string(),
  createdDate: z.string(),
  /** 'mail' when the message came by e-mail ('vía correo'); absent or null when written in the app. */
  origin: ticketOrigin.nullish(),
  /** An internal note ('Nota interna'); external users never receive one. */
  isInternal: z.boolean(),
});
export type DiscussionMessage = z.infer<typeof discussionMessage>;

export const workItemTask = z.object({
  id: z.number(),
  taskId: z.number(),
  taskTypeCode: z.string(),
  isRequired: z.boolean(),
  realizedBy: userRef.nullable(),
  notes: z.string().nullable(),
  childWorkItemId: z.number().nullable(),
  childStatusId: z.number().nullable(),
  isDone: z.boolean(),
});
export type WorkItemTask = z.infer<typeof workItemTask>;

export const ticketAbilities = z.object({
  canEdit: z.boolean(),
  canChangeStatus: z.boolean(),
  canChangeResponsible: z.boolean(),
  canEditTasks: z.boolean(),
  canChangeBranch: z.boolean(),
  canManageSubscribers: z.boolean(),
  /** The subscribers field and the relations tab are for internal users (docs/product/tickets.md#who-may-change-what). */
  canSeeSubscribers: z.boolean(),
  canSeeRelations: z.boolean(),
  /** May add a message to the discussion ('Enviar mensaje', or with Guardar). */
  canPostMessage: z.boolean(),
  /** May write (and reads) internal notes: internal users (docs/product/tickets.md#discussion-and-internal-notes). */
  canWriteInternalNotes: z.boolean(),
  /**
   * May log time on the ticket ('Registrar tiempo') and read its time entries: internal users
   * (docs/product/service-quality.md#time-tracking).
   */
  canLogTime: z.boolean(),
  /**
   * May rate the ticket on its screen: its creator, once it is finalised and not rated yet
   * (docs/product/service-quality.md#satisfaction-surveys).
   */
  canRate: z.boolean(),
  /**
   * May merge the ticket into another ('Fusionar en…'): an internal user who may change it and finalise it, while it is
   * open (docs/product/self-service.md#merge). The other ticket's own rights are checked when it is chosen.
   */
  canMerge: z.boolean(),
  /** May make one of its messages a new ticket ('Crear ticket de este mensaje', docs/product/self-service.md#split). */
  canSplit: z.boolean(),
});
export type TicketAbilities = z.infer<typeof ticketAbilities>;
/** Nothing allowed: the start from which a caller grants what it means to (a form not yet answered, a fixture). */
export const noTicketAbilities: TicketAbilities = Object.fromEntries(
  Object.keys(ticketAbilities.shape).map((ability) => [ability, false]),
) as TicketAbilities;

export const ticket = z
  .object({
    id: z.number(),
    subject: z.string(),
    detail: z.string(),
    categoryId: z.number(),
    categoryName: z.string(),
    subCategoryId: z.number(),
    subCategoryName: z.string(),
    companyLocationId: z.number().nullable(),
    companyLocationName: z.string().nullable(),
    assignedTo: z.number().nullable(),
    assignedToName: z.string().nullable(),
    createdBy: z.number(),
    createdByName: z.string(),
    severityId: z.number(),
    severity: z.string(),
    statusId: z.number(),
    status: z.string(),
    parentId: z.number().nullable(),
    parent: relatedTicket.nullable(),
    childs: z.array(relatedTicket),
    /** `userName` for internal users only, as in `userRef`. */
    subscribers: z.array(z.object({ userId: z.number(), userName: z.string().optional(), displayName: z.string() })),
    attachments: z.array(attachment),
    discussions: z.array(discussionMessage),
    tasks: z.array(workItemTask),
    createdDate: z.string(),
    modifiedDate: z.string(),
    expireDate: z.string().nullable(),
    /** The deadline is counted in the working time of a business calendar (the screen shows 'hábil' beside it). */
    slaInWorkingTime: z.boolean(),
    /**
     * An escalation rule has acted on the ticket at its current deadline (docs/product/automations.md): 'Escalado'.
     * Always sent by the server; optional so older fixtures and callers stay valid.
     */
    escalated: z.boolean().optional(),
    closedDate: z.string().nullable(),
    // Service quality (docs/product/service-quality.md), stored on the ticket when they happen.
    /** The first public message or status change by an internal user other than the creator. */
    firstResponseDate: z.string().nullable(),
    /** Working minutes from creation to the first response. */
    firstResponseMinutes: z.number().nullable(),
    /** When the first response is due (the SLA level's first-response target in working time), or null. */
    firstResponseDueDate: z.string().nullable(),
    /** Working minutes from creation to the close, once finalised. */
    resolutionMinutes: z.number().nullable(),
    /** Minutes logged on the ticket and its task children ('Tiempo registrado'). */
    timeSpentMinutes: z.number(),
    /** The creator's rating ('Calificación'), to internal users and the creator; null when not rated or not shown. */
    satisfaction: satisfaction.nullable(),
    deparmentName: z.string().nullable(),
    groupName: z.string().nullable(),
    isCreatedFromTask: z.boolean(),
    /**
     * The ticket this one was merged into ('Fusionado en #n', docs/product/self-service.md#merge), or null. Always sent
     * by the server; optional so older fixtures and callers stay valid.
     */
    mergedIntoId: z.number().nullable().optional(),
    isFollowing: z.boolean(),
    abilities: ticketAbilities,
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof ticket>;

/** The fields a save sends back as the ticket holds them: the form starts from them, a mail reply re-sends them. */
export const ticketEditableFields = (t: Ticket) => ({
  subject: t.subject,
  detail: t.detail,
  categoryId: t.categoryId,
  subCategoryId: t.subCategoryId,
  severityId: t.severityId,
  statusId: t.statusId,
  companyLocationId: t.companyLocationId,
});

export const simpleTicket = z.object({
  id: z.number(),
  subject: z.string(),
  parentId: z.number().nullable(),
  lastUpdate: z.string(),
});
export type SimpleTicket = z.infer<typeof simpleTicket>;

export const historyEntry = z.object({
  id: z.number(),
  action: z.string(),
  date: z.string(),
  creatorId: z.number().nullable(),
  creatorName: z.string().nullable(),
  /** 'mail' on the creation entry of a ticket created from an e-mail ('Creado por correo'). */
  origin: ticketOrigin.nullish(),
  historyItems: z.array(
    z.object({
      fieldName: z.string(),
      oldValue: z.string().nullable(),
      newValue: z.string().nullable(),
      oldValueName: z.string().nullable(),
      newValueName: z.string().nullable(),
    }),
  ),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
