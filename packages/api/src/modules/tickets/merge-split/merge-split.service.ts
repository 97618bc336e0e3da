// Merging a ticket into another and splitting a message off into a new child ticket
// (docs/product/self-service.md#merge, docs/product/self-service.md#split). A merge finalises the source through the
// tickets service's own save (its rights, version check, history, notifications, SLA and service-quality effects),
// then copies its discussion to the target and moves its files and followers there, all in one transaction. A split
// creates the new ticket as a ticket is created (routing, deadline, tasks, assignment notice), a child of the original.
import {
  EntityType,
  HistoryAction,
  HistoryField,
  SPLIT_SUBJECT_MAX,
  TicketStatus,
  mergeSplitMessages,
  ticketMessages,
  ticketUpdateInput,
  type SplitResult,
  type Ticket,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { richTextToPlain } from '../../../lib/sanitize-rich-text';
import type { AuthUser } from '../../../plugins/current-user';
import { relationChange, subscribersChange } from '../tickets/ticket-builders';
import { announceTicketChange } from '../tickets/ticket-changes';
import { writeHistory, type HistoryChange } from '../tickets/ticket-history';
import { ticketAccess } from '../tickets/ticket-access';
import { notifyUpdated } from '../tickets/ticket-notifications';
import { routeTicket } from '../tickets/ticket-routing';
import { copySubCategoryTasks } from '../tickets/ticket-tasks';
import { addSubscribers, insertTicket, updateTicketColumns } from '../tickets/ticket-writes';
import { ticketPolicy } from '../tickets/tickets.policy';
import { ticketsRepository } from '../tickets/tickets.repository';
import { createTicketsService } from '../tickets/tickets.service';
import { mergeSplitRepository as repository } from './merge-split.repository';

const refuseUnless = (allowed: boolean, message: string) => {
  if (!allowed) throw forbidden(message);
};

const checkInternal = (user: AuthUser) =>
  refuseUnless(user.entityTypeId === EntityType.Internal, mergeSplitMessages.internalOnly);

/** A history item naming another ticket (its subject, or its number to those who may not see it). */
const ticketItem = (fieldName: HistoryChange['fieldName'], ticketId: number): HistoryChange => ({
  fieldName,
  oldValue: null,
  newValue: ticketId,
  kind: 'ticket',
});

/** The line each message copied by a merge opens with. */
const mergedFromLine = (sourceId: number) => `<p><strong>${mergeSplitMessages.mergedFrom(sourceId)}</strong></p>`;

/** The save of the ticket screen that finalises `ticket` as read, changing nothing else. */
function finalisingForm(ticket: Ticket) {
  const form = ticketUpdateInput.safeParse({ ...ticket, statusId: TicketStatus.Finished, discussion: null, tasks: [] });
  if (!form.success) throw badRequest(undefined, form.error.issues[0].message);
  return form.data;
}

const ELLIPSIS = '…';

/**
 * The subject of a ticket split from a message: 'Del ticket #{id}: ' and the message's first words, cut at a word to
 * fit the subject's 100 characters ('…' when cut); the original's subject when the message has no text.
 */
export function splitSubject(ticketId: number, messageHtml: string, originalSubject: string): string {
  const prefix = mergeSplitMessages.splitSubject(ticketId, '');
  const text = richTextToPlain(messageHtml).replace(/\s+/g, ' ').trim() || originalSubject;
  const room = SPLIT_SUBJECT_MAX - prefix.length;
  if (text.length <= room) return prefix + text;
  const cut = text.slice(0, room - ELLIPSIS.length);
  const lastSpace = cut.lastIndexOf(' ');
  return prefix + (lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd() + ELLIPSIS;
}

/** The tickets service on an executor (the merge's transaction), with that executor for the reads beside it. */
interface TicketsService {
  db: Executor;
  service: ReturnType<typeof createTicketsService>;
}

export function createMergeSplitService(ctx: AppContext) {
  const { db } = ctx;
  const tickets = createTicketsService(ctx);

  /** The target of a merge: 404 unless it exists and the caller may see it (a hidden ticket is not revealed). */
  async function visibleTarget(tickets: TicketsService, user: AuthUser, targetId: number): Promise<Ticket> {
    if ((await ticketAccess(tickets.db, user, targetId)) !== 'visible') throw notFound();
    return tickets.service.detail(user, targetId);
  }

  /** Refuses a merge the tickets' states forbid (409): a finalised ticket, or a target merged (through a chain) into the source. */
  async function checkMergeable(executor: Executor, source: Ticket, target: Ticket): Promise<void> {
    if (source.statusId === TicketStatus.Finished || target.statusId === TicketStatus.Finished)
      throw conflict(mergeSplitMessages.mergeFinished, 'ticket.merge_finished');
    if ((await ticketsRepository.mergeChain(executor, target.id)).includes(source.id))
      throw conflict(mergeSplitMessages.mergeCycle(target.id), 'ticket.merge_cycle');
  }

  /**
   * Merges `id` into `targetId`; answers the target as it is now. The followers of the source and its creator become
   * followers of the target (its creator and responsible excepted), so they keep hearing of it. Both tickets are locked
   * before they are read, so what is checked is what is merged.
   */
  async function merge(user: AuthUser, id: number, targetId: number): Promise<Ticket> {
    checkInternal(user);
    await db.transaction(async (tx) => {
      await repository.lockTickets(tx, [id, targetId]);
      const inTransaction = { db: tx, service: createTicketsService({ ...ctx, db: tx }) };
      const source = await inTransaction.service.detail(user, id);
      if (targetId === id) throw conflict(mergeSplitMessages.mergeSelf, 'ticket.merge_self');
      const target = await visibleTarget(inTransaction, user, targetId);
      refuseUnless(ticketPolicy.mayMergeAway(user, source), ticketMessages.notAssignee);
      refuseUnless(ticketPolicy.mayMergeInto(user, target), ticketMessages.cannotEdit);
      await checkMergeable(tx, source, target);
      await inTransaction.service.update(user, id, finalisingForm(source), { mergedInto: targetId });
      const at = new Date();
      const copiedReplies = await repository.copyDiscussion(tx, id, targetId, mergedFromLine(id));
      const files = await repository.moveAttachments(tx, id, targetId);
      const followers = await repository.takeSubscribers(tx, id);
      const before = target.subscribers.map((subscriber) => subscriber.userId);
      const parties = new Set([...before, target.createdBy, target.assignedTo]);
      const added = [...new Set([...followers, source.createdBy])].filter((userId) => !parties.has(userId));
      await addSubscribers(tx, targetId, added);
      const changes: HistoryChange[] = [
        ticketItem(HistoryField.MergedFrom, id),
        ...files.map((name) => ({ fieldName: HistoryField.Attachment, oldValue: null, newValue: `Add: ${name}` })),
        ...(added.length ? [subscribersChange(before, [...before, ...added])] : []),
      ];
      await updateTicketColumns(tx, targetId, {}, user.id, at);
      await writeHistory(tx, targetId, HistoryAction.Update, user.id, at, changes);
      await notifyUpdated(tx, targetId, target.subject, user.id, { news: { changes, message: null } });
      const fields = changes.map((change) => change.fieldName);
      const message = copiedReplies > 0 ? { isInternal: false } : null;
      await announceTicketChange(tx, { ticketId: targetId, actor: user, fields, message, at });
    });
    return tickets.detail(user, targetId);
  }

  /**
   * Makes the message `discussionId` of the ticket `id` a new ticket, child of it; answers its id. Its creator is the
   * message's author (the caller when no active user wrote it); an internal note may be split too.
   */
  async function split(user: AuthUser, id: number, discussionId: number): Promise<SplitResult> {
    checkInternal(user);
    const original = await tickets.detail(user, id);
    const message = await repository.message(db, discussionId);
    if (!message) throw notFound();
    if (message.workItemId !== id) {
      throw badRequest({ discussionId: mergeSplitMessages.messageOfOtherTicket }, mergeSplitMessages.messageOfOtherTicket);
    }
    refuseUnless(ticketPolicy.canSplit(user, original), ticketMessages.cannotEdit);
    const creatorId = message.activeAuthorId ?? user.id;
    const newId = await db.transaction(async (tx) => {
      await repository.lockTickets(tx, [id]);
      const at = new Date();
      const values = {
        companyId: user.companyId,
        subject: splitSubject(id, message.message, original.subject),
        detail: message.message,
        categoryId: original.categoryId,
        subCategoryId: original.subCategoryId,
        companyLocationId: original.companyLocationId,
        assignedTo: await routeTicket(tx, original.subCategoryId, original.companyLocationId),
        severityId: original.severityId,
        parentId: id,
        isCreatedFromTask: false,
      };
      const created = await insertTicket(tx, values, creatorId, at);
      await copySubCategoryTasks(tx, created, original.subCategoryId, creatorId, at);
      await writeHistory(tx, created, HistoryAction.Update, user.id, at, [ticketItem(HistoryField.SplitFrom, id)]);
      // The original gains a child: a new version, so a form open on it cannot save its old children back.
      const changes: HistoryChange[] = [relationChange<number>(null, created), ticketItem(HistoryField.SplitInto, created)];
      await updateTicketColumns(tx, id, {}, user.id, at);
      await writeHistory(tx, id, HistoryAction.Update, user.id, at, changes);
      await notifyUpdated(tx, id, original.subject, user.id, { news: { changes, message: null } });
      const fields = changes.map((change) => change.fieldName);
      await announceTicketChange(tx, { ticketId: id, actor: user, fields, message: null, at });
      return created;
    });
    return { id: newId };
  }

  return { merge, split };
}
