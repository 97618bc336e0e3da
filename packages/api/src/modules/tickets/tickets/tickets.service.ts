// Creating and saving tickets: every rule (docs/product/tickets.md#who-may-change-what,
// docs/product/tickets.md#validation) checked before anything is written, then all writes, the history entries and the
// notifications in one transaction, guarded by the version the client read.
import {
  EntityType,
  HistoryAction,
  HistoryField,
  TicketStatus,
  messages,
  ticketMessages,
  hasRichTextContent,
  type DiscussionInputParsed,
  type DiscussionMessage,
  type Ticket,
  type TicketAbilities,
  type TicketInputParsed,
  type TicketOriginValue,
  type TicketUpdateInputParsed,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { ticketQrDataUrl } from '../../../lib/qr';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import { withoutUnreadableImages } from '../files/image-references';
import type { AuthUser } from '../../../plugins/current-user';
import { calendarForBranch, workingMinutesBetween } from '../../calendars';
import { planSurvey } from '../../quality';
import { checkAttachmentRules, rulesOf } from './attachment-rules';
import { closedDateOf } from './ticket-builders';
import { announceTicketChange } from './ticket-changes';
import { checkActive, checkCatalogue, checkRelationsVisible, checkUploads } from './ticket-checks';
import { writeHistory, writeRelationSides, type HistoryChange } from './ticket-history';
import { mailStatusChanged, notifyAssigned, notifyUpdated } from './ticket-notifications';
import { checkRelations } from './ticket-relations';
import { routeTicket } from './ticket-routing';
import { computeDeadline } from './ticket-sla';
import { checkRequiredTasksDone, copySubCategoryTasks, saveTasks } from './ticket-tasks';
import { EDITOR_FIELDS, isEmptyPlan, newAttachmentIdsOf, planUpdate, type UpdatePlan } from './ticket-update-plan';
import {
  addDiscussion,
  addSubscribers,
  attachUploads,
  type NewMessage,
  deactivateAttachments,
  insertTicket,
  linkChildren,
  lockVersion,
  markFirstResponse,
  removeSubscriber,
  replaceSubscribers,
  unlinkChildren,
  updateTicketColumns,
  type TicketColumns,
} from './ticket-writes';
import { asCreator, ticketPolicy } from './tickets.policy';
import {
  presentDiscussions,
  presentHistory,
  presentRelations,
  presentSimpleTicket,
  presentTask,
  presentTicket,
  presentWindowedTicket,
  type WindowedTicket,
} from './tickets.presenter';
import { ticketsRepository, type DiscussionWindow, type TicketDetail, type TicketRow } from './tickets.repository';

/**
 * How a save came in when not through the app: `origin` is recorded on the creation entry of the history and on the
 * save's discussion message. A caller with a transaction of its own passes the service `{ ...ctx, db: tx }`: the
 * service's transactions then become savepoints of it, so the caller's own rows commit or roll back with the ticket.
 */
export interface SaveOptions {
  origin?: TicketOriginValue;
  /**
   * The save is an automation rule's (docs/product/automations.md): the rule was authorised when a holder of permission
   * 30 saved it, so the caller's party checks (`authorizeChanges`) are not run; every validation still is.
   */
  byRule?: boolean;
  /**
   * The save finalises the ticket as merged into this one (docs/product/self-service.md#merge): it sets mergedIntoId and
   * its history entry says 'Fusionado en #{id}'. Every check and effect of the save still runs.
   */
  mergedInto?: number;
}

const refuseUnless = (allowed: boolean, message: string) => {
  if (!allowed) throw forbidden(message);
};

const sanitiseMessage = (html: string | null | undefined) => (html ? sanitizeRichText(html) : '');

/** What a read of a ticket found: 404 when the ticket is missing (`undefined`), 403 when hidden from the caller (`null`). */
function foundAndVisible<T>(found: T | null | undefined): T {
  if (found === undefined) throw notFound();
  if (found === null) throw forbidden();
  return found;
}

const messageOf = (plan: UpdatePlan): NewMessage => ({ message: plan.message, isInternal: plan.messageIsInternal });

/** The history item of a merge, on the ticket merged away: 'Fusionado en #{targetId}'. */
const mergedIntoChange = (targetId: number): HistoryChange => ({
  fieldName: HistoryField.MergedInto,
  oldValue: null,
  newValue: targetId,
  kind: 'ticket',
});

/** 409 for a save based on a version that is no longer the stored one (docs/product/tickets.md#states-and-transitions). */
const staleSave = () => conflict(ticketMessages.staleTicket, 'ticket.stale');

/** Whether `modifiedDate` (what the client read) names the version stored now, to the millisecond as `lockVersion`. */
const isCurrentVersion = (ticket: TicketRow, modifiedDate: string) =>
  ticket.modifiedDate.getTime() === new Date(modifiedDate).getTime();

/** Tickets whose relation to `ticketId` a save adds or removes (both parents and children). */
function touchedRelations(ticket: TicketRow, plan: UpdatePlan): number[] {
  const parents = 'parentId' in plan.fields ? [ticket.parentId, plan.fields.parentId ?? null] : [];
  return [...parents.filter((id): id is number => id !== null), ...plan.addedChildren, ...plan.removedChildren];
}

/** Refuses (403) every change the caller may not make, before anything is checked or written. */
async function authorizeChanges(db: Executor, user: AuthUser, ticket: TicketRow, plan: UpdatePlan): Promise<void> {
  const { fields } = plan;
  if (plan.messageIsInternal) refuseUnless(ticketPolicy.canWriteInternalNotes(user), ticketMessages.internalNoteForbidden);
  const edits =
    Object.keys(fields).some((f) => EDITOR_FIELDS.has(f as keyof typeof fields)) ||
    plan.addedChildren.length + plan.removedChildren.length + plan.uploads.length + plan.removedAttachments.length > 0;
  if (edits) refuseUnless(ticketPolicy.canEdit(user, ticket), ticketMessages.cannotEdit);
  if (plan.subscribers) refuseUnless(ticketPolicy.canManageSubscribers(user, ticket), ticketMessages.cannotEdit);
  if ('companyLocationId' in fields) refuseUnless(ticketPolicy.canChangeBranch(user, ticket), ticketMessages.cannotEdit);
  if ('statusId' in fields) refuseUnless(ticketPolicy.canChangeStatus(user, ticket), ticketMessages.notAssignee);
  if ('assignedTo' in fields) refuseUnless(ticketPolicy.canChangeResponsible(user, ticket), ticketMessages.cannotReassign);
  if (plan.tasks.length) refuseUnless(ticketPolicy.canEditTasks(user, ticket), ticketMessages.cannotEditTasks);
  await checkRelationsVisible(db, user, touchedRelations(ticket, plan));
}

/** Checks the changed values (400 with field messages): catalogue, active references, relations, attachment rules. */
async function validateChanges(
  db: Executor,
  user: AuthUser,
  ticket: TicketRow,
  plan: UpdatePlan,
  input: TicketUpdateInputParsed,
) {
  const { fields } = plan;
  if ('categoryId' in fields || 'subCategoryId' in fields) await checkCatalogue(db, user, input.categoryId, input.subCategoryId);
  if ('severityId' in fields)
    await checkActive(db, 'priorities', input.severityId, 'severityId', ticketMessages.severityRequired);
  if (fields.companyLocationId !== undefined && fields.companyLocationId !== null)
    await checkActive(db, 'companyLocations', fields.companyLocationId, 'companyLocationId', messages.invalidOption);
  if (fields.assignedTo !== undefined && fields.assignedTo !== null)
    await checkActive(db, 'users', fields.assignedTo, 'assignedTo', ticketMessages.cannotReassign);
  if ('parentId' in fields || plan.addedChildren.length || plan.removedChildren.length)
    await checkRelations(db, ticket.id, input.parentId, [...new Set(input.childs)]);
  if (plan.uploads.length || plan.removedAttachments.length || 'subCategoryId' in fields) {
    const files = [...plan.keptAttachments, ...plan.uploads].map((a) => ({ name: a.name, size: Number(a.size) }));
    checkAttachmentRules(files, await rulesOf(db, input.subCategoryId));
  }
}

/**
 * The work_items columns to write: the changed form fields, the recomputed deadlines, the closing date and the
 * resolution's working minutes (docs/product/service-quality.md#resolution).
 */
async function columnsToWrite(db: Executor, ticket: TicketRow, plan: UpdatePlan, at: Date): Promise<Partial<TicketColumns>> {
  const columns: Partial<TicketColumns> = { ...plan.fields };
  const { fields } = plan;
  const companyLocationId = 'companyLocationId' in fields ? (fields.companyLocationId ?? null) : ticket.companyLocationId;
  if ('severityId' in fields || 'subCategoryId' in fields || 'companyLocationId' in fields) {
    const deadline = await computeDeadline(db, {
      createdDate: ticket.createdDate,
      subCategoryId: fields.subCategoryId ?? ticket.subCategoryId,
      severityId: fields.severityId ?? ticket.severityId,
      companyLocationId,
    });
    Object.assign(columns, deadline);
  }
  if (fields.statusId !== undefined) {
    columns.closedDate = closedDateOf(fields.statusId, at);
    columns.resolutionMinutes =
      fields.statusId === TicketStatus.Finished ? await workingMinutesSince(db, ticket, companyLocationId, at) : null;
  }
  return columns;
}

/** Working minutes from the ticket's creation to `at`, in the calendar of the branch `companyLocationId`. */
const workingMinutesSince = async (db: Executor, ticket: TicketRow, companyLocationId: number | null, at: Date) =>
  workingMinutesBetween(await calendarForBranch(db, companyLocationId), ticket.createdDate, at);

/**
 * Whether a save or message answers the ticket: a public message or a status change by an internal user other than
 * its creator (docs/product/service-quality.md#first-response); an automation rule's never does.
 */
const answersTicket = (user: AuthUser, ticket: TicketRow, publicMessage: boolean, statusChange: boolean) =>
  ticket.firstResponseDate === null &&
  user.entityTypeId === EntityType.Internal &&
  user.id !== ticket.createdBy &&
  (publicMessage || statusChange);

/** Records the first response at `at`, with its working minutes since the ticket's creation. */
const recordFirstResponse = async (tx: Executor, ticket: TicketRow, at: Date) =>
  markFirstResponse(tx, ticket.id, at, await workingMinutesSince(tx, ticket, ticket.companyLocationId, at));

/** Children, subscribers, attachments and the message of a save, with the relation history of the other tickets. */
async function applyRelatedRows(
  tx: Executor,
  user: AuthUser,
  ticket: TicketRow,
  plan: UpdatePlan,
  at: Date,
  origin: SaveOptions['origin'],
) {
  const { id } = ticket;
  await unlinkChildren(tx, id, plan.removedChildren);
  await linkChildren(tx, id, plan.addedChildren);
  const sides = {
    oldParentId: ticket.parentId,
    newParentId: 'parentId' in plan.fields ? (plan.fields.parentId ?? null) : ticket.parentId,
    addedChildren: plan.addedChildren,
    removedChildren: plan.removedChildren,
  };
  await writeRelationSides(tx, id, sides, user.id, at);
  if (plan.subscribers) await replaceSubscribers(tx, id, plan.subscribers);
  await deactivateAttachments(
    tx,
    plan.removedAttachments.map((a) => a.id),
  );
  await attachUploads(
    tx,
    user.id,
    id,
    plan.uploads.map((a) => a.id),
  );
  if (plan.message) await addDiscussion(tx, id, messageOf(plan), user.id, at, origin ?? null);
}

/**
 * Type 2 to a new responsible, a mail to the creator on a status change, type 1 to the others
 * (docs/product/notifications.md#in-app-notifications).
 */
async function notifyChanges(tx: Executor, user: AuthUser, ticket: TicketRow, plan: UpdatePlan, subject: string) {
  const { fields } = plan;
  const newAssignee = fields.assignedTo ?? null;
  if ('assignedTo' in fields) await notifyAssigned(tx, ticket.id, subject, newAssignee, user.id);
  if (fields.statusId !== undefined) {
    const status = await ticketsRepository.statusName(tx, fields.statusId);
    await mailStatusChanged(tx, ticket.id, subject, ticket.createdBy, user.id, status);
  }
  const exceptUserIds = newAssignee ? [newAssignee] : [];
  const publicNews =
    plan.changes.some((c) => c.fieldName !== HistoryField.Responsible) || (plan.message && !plan.messageIsInternal);
  if (publicNews || plan.message) {
    const news = { changes: plan.changes, message: plan.message ? { isInternal: plan.messageIsInternal } : null };
    await notifyUpdated(tx, ticket.id, subject, user.id, { exceptUserIds, internalOnly: !publicNews, news });
  }
}

export function createTicketsService(ctx: AppContext) {
  const { db, tokens, config } = ctx;

  const visibleTicket = async (executor: Executor, user: AuthUser, id: number): Promise<TicketRow> =>
    foundAndVisible(await ticketsRepository.findVisible(executor, user, id));

  /**
   * Where mail replies and follows of a ticket land (docs/product/self-service.md#merge): the ticket it was merged into,
   * through any chain of merges; the ticket itself when it was never merged.
   */
  const mergeDestination = async (id: number): Promise<number> => (await ticketsRepository.mergeChain(db, id)).at(-1) ?? id;

  /** The destination of a ticket the caller may see, when they may see it too (404 or 403 otherwise, as for the ticket). */
  async function visibleDestination(user: AuthUser, id: number): Promise<number> {
    await visibleTicket(db, user, id);
    const destination = await mergeDestination(id);
    if (destination !== id) await visibleTicket(db, user, destination);
    return destination;
  }

  /** The ticket with everything shown with it, in one query; the discussion whole, or only a `window` of it. */
  const visibleDetail = async (user: AuthUser, id: number, window?: DiscussionWindow): Promise<TicketDetail> =>
    foundAndVisible(await ticketsRepository.findDetail(db, user, id, window));

  const detail = async (user: AuthUser, id: number): Promise<Ticket> =>
    presentTicket(await visibleDetail(user, id), user, tokens);

  /** The ticket with only a `window` of its discussion (the PDF report's), whatever the discussion's size. */
  const windowedDetail = async (user: AuthUser, id: number, window: DiscussionWindow): Promise<WindowedTicket> =>
    presentWindowedTicket(await visibleDetail(user, id, window), user, tokens);

  /** What `user` may do on a ticket they are creating: the form of a new ticket reads it instead of deriving it. */
  const newTicketAbilities = (user: AuthUser): TicketAbilities => ticketPolicy.abilities(user, asCreator(user));

  /** Checks a new ticket against the rules of its creator; returns its branch. */
  async function checkNewTicket(user: AuthUser, input: TicketInputParsed): Promise<number | null> {
    await checkCatalogue(db, user, input.categoryId, input.subCategoryId);
    await checkActive(db, 'priorities', input.severityId, 'severityId', ticketMessages.severityRequired);
    if (input.statusId !== TicketStatus.Initial) throw forbidden(ticketMessages.notAssignee);
    // The same abilities the new ticket's form reads (GET workitems/abilities), so the form and the refusals agree.
    const may = newTicketAbilities(user);
    const mayChooseBranch = may.canChangeBranch;
    const ownBranch = input.companyLocationId === null || input.companyLocationId === user.companyLocationId;
    refuseUnless(mayChooseBranch || ownBranch, messages.forbidden);
    if (input.discussionIsInternal) refuseUnless(may.canWriteInternalNotes, ticketMessages.internalNoteForbidden);
    if (input.subscribers.length) refuseUnless(may.canManageSubscribers, messages.forbidden);
    if (mayChooseBranch && input.companyLocationId !== null)
      await checkActive(db, 'companyLocations', input.companyLocationId, 'companyLocationId', messages.invalidOption);
    if (input.assignedTo !== null) {
      refuseUnless(may.canChangeResponsible, ticketMessages.cannotReassign);
      await checkActive(db, 'users', input.assignedTo, 'assignedTo', ticketMessages.cannotReassign);
    }
    const childs = [...new Set(input.childs)];
    await checkRelationsVisible(db, user, [...(input.parentId ? [input.parentId] : []), ...childs]);
    await checkRelations(db, null, input.parentId, childs);
    checkAttachmentRules(await checkUploads(db, user, input.attachments), await rulesOf(db, input.subCategoryId));
    return mayChooseBranch ? (input.companyLocationId ?? user.companyLocationId) : user.companyLocationId;
  }

  async function create(user: AuthUser, input: TicketInputParsed, options: SaveOptions = {}): Promise<Ticket> {
    const companyLocationId = await checkNewTicket(user, input);
    const assignedTo = input.assignedTo ?? (await routeTicket(db, input.subCategoryId, companyLocationId));
    const childs = [...new Set(input.childs)];
    const at = new Date();
    const id = await db.transaction(async (tx) => {
      const values = {
        companyId: user.companyId,
        subject: input.subject,
        detail: await withoutUnreadableImages(tx, user, sanitizeRichText(input.detail)),
        categoryId: input.categoryId,
        subCategoryId: input.subCategoryId,
        companyLocationId,
        assignedTo,
        severityId: input.severityId,
        parentId: input.parentId,
        isCreatedFromTask: false,
      };
      const newId = await insertTicket(tx, values, user.id, at, options.origin ?? null);
      await addSubscribers(tx, newId, input.subscribers);
      await linkChildren(tx, newId, childs);
      const sides = { oldParentId: null, newParentId: input.parentId, addedChildren: childs, removedChildren: [] };
      await writeRelationSides(tx, newId, sides, user.id, at);
      await attachUploads(tx, user.id, newId, input.attachments);
      await copySubCategoryTasks(tx, newId, input.subCategoryId, user.id, at);
      const message = await withoutUnreadableImages(tx, user, sanitiseMessage(input.discussion));
      const isInternal = input.discussionIsInternal;
      if (message) await addDiscussion(tx, newId, { message, isInternal }, user.id, at, options.origin ?? null);
      return newId;
    });
    return detail(user, id);
  }

  /** Loads, plans, authorises and validates a save; nothing is written yet. */
  async function prepareUpdate(user: AuthUser, id: number, input: TicketUpdateInputParsed, options: SaveOptions) {
    const { ticket, ...related } = await visibleDetail(user, id);
    const uploads = await checkUploads(db, user, newAttachmentIdsOf(related, input));
    const sanitised = {
      detail: await withoutUnreadableImages(db, user, sanitizeRichText(input.detail)),
      message: await withoutUnreadableImages(db, user, sanitiseMessage(input.discussion)),
    };
    const plan = planUpdate(ticket, related, input, sanitised, uploads);
    // Changes read from an older version are refused as stale before they are judged: against the newer version they
    // would look like changes nobody made (undoing a reassignment), refused for the wrong reason. The lock in the
    // save's transaction still decides between saves that pass here together.
    if (!isEmptyPlan(plan) && !isCurrentVersion(ticket, input.modifiedDate)) throw staleSave();
    if (!options.byRule) await authorizeChanges(db, user, ticket, plan);
    await validateChanges(db, user, ticket, plan, input);
    return { ticket, plan };
  }

  async function update(user: AuthUser, id: number, input: TicketUpdateInputParsed, options: SaveOptions = {}): Promise<Ticket> {
    const { ticket, plan } = await prepareUpdate(user, id, input, options);
    if (options.mergedInto !== undefined) plan.changes.push(mergedIntoChange(options.mergedInto));
    if (isEmptyPlan(plan)) return detail(user, id);
    const at = new Date();
    const columns = await columnsToWrite(db, ticket, plan, at);
    if (options.mergedInto !== undefined) columns.mergedIntoId = options.mergedInto;
    await db.transaction(async (tx) => {
      // Any save, a message alone included, must be based on the version stored now
      // (docs/product/tickets.md#states-and-transitions).
      if (!(await lockVersion(tx, id, input.modifiedDate))) throw staleSave();
      plan.changes.push(...(await saveTasks(tx, ticket, plan.tasks, user.id, at)));
      if (plan.changes.length === 0 && !plan.message) return;
      if (columns.statusId === TicketStatus.Finished) await checkRequiredTasksDone(tx, id);
      await updateTicketColumns(tx, id, columns, user.id, at);
      if (columns.statusId === TicketStatus.Finished) await planSurvey(tx, tokens, ticket, user.id, at);
      const publicMessage = Boolean(plan.message) && !plan.messageIsInternal;
      if (!options.byRule && answersTicket(user, ticket, publicMessage, 'statusId' in plan.fields))
        await recordFirstResponse(tx, ticket, at);
      await applyRelatedRows(tx, user, ticket, plan, at, options.origin);
      await writeHistory(tx, id, HistoryAction.Update, user.id, at, plan.changes);
      await notifyChanges(tx, user, ticket, plan, input.subject);
      const message = plan.message ? { isInternal: plan.messageIsInternal } : null;
      const fields = plan.changes.map((change) => change.fieldName);
      await announceTicketChange(tx, { ticketId: id, actor: user, fields, message, at });
    });
    return detail(user, id);
  }

  /**
   * 'Enviar mensaje': one message on its own, by anyone who may post on the ticket (the rule of a message saved with
   * Guardar), notified as a save with a message is (an internal note to internal users only). It takes no version
   * and leaves the ticket's modifiedDate alone: a message changes no field, so a form open on the ticket can still
   * save (decision 0009). Like a message saved with Guardar it writes no history entry. Answers the discussion.
   */
  async function postMessage(user: AuthUser, id: number, input: DiscussionInputParsed): Promise<DiscussionMessage[]> {
    const ticket = await visibleTicket(db, user, id);
    refuseUnless(ticketPolicy.canPostMessage(user, ticket), messages.forbidden);
    if (input.isInternal) refuseUnless(ticketPolicy.canWriteInternalNotes(user), ticketMessages.internalNoteForbidden);
    const message = await withoutUnreadableImages(db, user, sanitiseMessage(input.message));
    if (!hasRichTextContent(message)) throw badRequest({ message: ticketMessages.messageRequired });
    await db.transaction(async (tx) => {
      const at = new Date();
      await addDiscussion(tx, id, { message, isInternal: input.isInternal }, user.id, at);
      if (answersTicket(user, ticket, !input.isInternal, false)) await recordFirstResponse(tx, ticket, at);
      const news = { changes: [], message: { isInternal: input.isInternal } };
      await notifyUpdated(tx, id, ticket.subject, user.id, { internalOnly: input.isInternal, news });
    });
    return presentDiscussions(await ticketsRepository.discussionsOf(db, user, id), tokens, user);
  }

  /** The history; names of related tickets the caller may not see are replaced by their numbers. */
  async function history(user: AuthUser, id: number) {
    return presentHistory(foundAndVisible(await ticketsRepository.historyOf(db, user, id)));
  }

  /** The parent and children alone (GET workitems/{id}/relations), read without the rest of the ticket. */
  async function relations(user: AuthUser, id: number) {
    return presentRelations(foundAndVisible(await ticketsRepository.relationsOf(db, user, id)));
  }

  /** The tasks alone (GET workitemtask/workitem/{id}), read without the rest of the ticket. */
  async function tasks(user: AuthUser, id: number) {
    return foundAndVisible(await ticketsRepository.tasksOf(db, user, id)).map((task) => presentTask(task, user));
  }

  return {
    detail,
    windowedDetail,
    create,
    update,
    postMessage,
    history,
    relations,
    tasks,

    newTicketAbilities,

    async simple(user: AuthUser, q: string | undefined, limit: number) {
      return (await ticketsRepository.simple(db, user, q, limit)).map(presentSimpleTicket);
    },

    mergeDestination,

    /**
     * Anyone who may see a ticket may follow it (becomes a subscriber). A merged ticket's follow lands on the ticket it
     * was merged into, which the caller must see too; the answer is that ticket.
     */
    async follow(user: AuthUser, id: number): Promise<Ticket> {
      const destination = await visibleDestination(user, id);
      await addSubscribers(db, destination, [user.id]);
      return detail(user, destination);
    },

    /** 'Dejar de seguir': anyone who may see a ticket may remove their own subscription (of a merged one: as follow). */
    async unfollow(user: AuthUser, id: number): Promise<Ticket> {
      const destination = await visibleDestination(user, id);
      await removeSubscriber(db, destination, user.id);
      return detail(user, destination);
    },

    async qrCode(user: AuthUser, id: number): Promise<string> {
      await visibleTicket(db, user, id);
      return ticketQrDataUrl(config.publicUrl, id);
    },
  };
}
