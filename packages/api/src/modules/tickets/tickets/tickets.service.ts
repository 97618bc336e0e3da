// Creating and saving tickets: every rule of PRODUCT.md §5 checked before anything is written, then all writes,
// the history entry and the notifications in one transaction, guarded by the modifiedDate the form was loaded with.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { EntityType, messages, ticketMessages, type Ticket, type TicketInputParsed } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { queryRows, type Executor } from '../../../db/client';
import { companyLocations, priorities, users, workItemAttachments, workItemSubscribers, workItems } from '../../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../../lib/errors';
import { sanitizeRichText } from '../../../lib/sanitize-rich-text';
import type { AuthUser } from '../../../plugins/current-user';
import { checkAttachmentRules, rulesOf } from './attachment-rules';
import { writeHistory, type HistoryChange } from './ticket-history';
import { mailStatusChanged, notifyAssigned, notifyUpdated } from './ticket-notifications';
import { checkRelations } from './ticket-relations';
import { routeTicket } from './ticket-routing';
import { computeExpireDate } from './ticket-sla';
import { checkRequiredTasksDone, copySubCategoryTasks, saveTasks } from './ticket-tasks';
import { insertTicket } from './ticket-writes';
import { ticketPolicy } from './tickets.policy';
import { presentTicket } from './tickets.presenter';
import { ticketsRepository, type TicketRow } from './tickets.repository';
import { visibleTickets } from './tickets.policy';

const fieldError = (field: string, message: string) => badRequest({ [field]: message }, message);

/** Category and sub-category must be active and related; external users only get public ones configured for them. */
async function checkCatalogue(db: Executor, user: AuthUser, categoryId: number, subCategoryId: number): Promise<void> {
  const external = user.entityTypeId !== EntityType.Internal;
  const [row] = await queryRows<{ subCategoryOk: boolean; categoryOk: boolean; sameCategory: boolean }>(
    db,
    sql`
    SELECT (sc.is_active ${external ? sql`AND sc.is_public AND EXISTS (SELECT 1 FROM sub_category_configs x WHERE x.sub_category_id = sc.id AND x.entity_type_id = ${user.entityTypeId})` : sql``}) AS "subCategoryOk",
           (c.is_active ${external ? sql`AND c.is_public AND EXISTS (SELECT 1 FROM category_configs x WHERE x.category_id = c.id AND x.entity_type_id = ${user.entityTypeId})` : sql``}) AS "categoryOk",
           sc.category_id = c.id AS "sameCategory"
      FROM categories c, sub_categories sc WHERE c.id = ${categoryId} AND sc.id = ${subCategoryId}`,
  );
  if (!row || !row.categoryOk) throw fieldError('categoryId', ticketMessages.categoryRequired);
  if (!row.subCategoryOk) throw fieldError('subCategoryId', ticketMessages.subCategoryRequired);
  if (!row.sameCategory) throw fieldError('subCategoryId', ticketMessages.subCategoryMismatch);
}

async function checkActive(
  db: Executor,
  table: typeof users | typeof priorities | typeof companyLocations,
  id: number,
  field: string,
  message: string,
) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.isActive, true)));
  if (!row) throw fieldError(field, message);
}

/** Related tickets must exist and be visible to the caller. */
async function checkVisible(db: Executor, user: AuthUser, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const [{ count }] = await queryRows<{ count: number }>(
    db,
    sql`
    SELECT count(*)::int AS count FROM work_items wi WHERE wi.id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )}) AND ${visibleTickets(user)}`,
  );
  if (count !== new Set(ids).size) throw forbidden();
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function createTicketsService(ctx: AppContext) {
  const { db, tokens } = ctx;

  async function visibleTicket(executor: Executor, user: AuthUser, id: number): Promise<TicketRow> {
    const row = await ticketsRepository.findVisible(executor, user, id);
    if (row === undefined) throw notFound();
    if (row === null) throw forbidden();
    return row;
  }

  async function detail(user: AuthUser, id: number): Promise<Ticket> {
    const ticket = await visibleTicket(db, user, id);
    return presentTicket({ ticket, ...(await ticketsRepository.related(db, ticket)) }, user, tokens);
  }

  async function attachUploads(tx: Executor, user: AuthUser, workItemId: number, ids: number[]) {
    if (ids.length === 0) return;
    await tx
      .update(workItemAttachments)
      .set({ workItemId, isTemp: false })
      .where(and(inArray(workItemAttachments.id, ids), eq(workItemAttachments.createdBy, user.id)));
  }

  async function addDiscussion(
    tx: Executor,
    workItemId: number,
    html: string | null | undefined,
    actorId: number,
    at: Date,
  ): Promise<boolean> {
    const message = html ? sanitizeRichText(html) : '';
    if (!message) return false;
    await tx.execute(sql`
      INSERT INTO work_item_discussions (work_item_id, "order", message, created_by, created_date)
      SELECT ${workItemId}, COALESCE(MAX("order"), 0) + 1, ${message}, ${actorId}, ${at} FROM work_item_discussions WHERE work_item_id = ${workItemId}`);
    return true;
  }

  return {
    detail,

    async create(user: AuthUser, input: TicketInputParsed): Promise<Ticket> {
      await checkCatalogue(db, user, input.categoryId, input.subCategoryId);
      await checkActive(db, priorities, input.severityId, 'severityId', ticketMessages.severityRequired);
      if (input.statusId !== 1) throw forbidden(ticketMessages.notAssignee);
      const internal = user.entityTypeId === EntityType.Internal;
      if (!internal && input.companyLocationId !== null && input.companyLocationId !== user.companyLocationId) throw forbidden();
      if (!internal && input.subscribers.length > 0) throw forbidden();
      const companyLocationId = internal ? (input.companyLocationId ?? user.companyLocationId) : user.companyLocationId;
      if (internal && input.companyLocationId !== null)
        await checkActive(db, companyLocations, input.companyLocationId, 'companyLocationId', messages.invalidOption);
      if (input.assignedTo !== null) {
        if (!ticketPolicy.canPickResponsibleOnCreate(user)) throw forbidden(ticketMessages.cannotReassign);
        await checkActive(db, users, input.assignedTo, 'assignedTo', ticketMessages.cannotReassign);
      }
      await checkVisible(db, user, [...(input.parentId ? [input.parentId] : []), ...input.childs]);
      await checkRelations(db, null, input.parentId, input.childs);
      const uploads = await ticketsRepository.tempAttachments(db, user.id, input.attachments);
      if (uploads.length !== new Set(input.attachments).size) throw fieldError('attachments', ticketMessages.fileError);
      checkAttachmentRules(uploads, await rulesOf(db, input.subCategoryId));
      const assignedTo = input.assignedTo ?? (await routeTicket(db, input.subCategoryId, companyLocationId));

      const at = new Date();
      const id = await db.transaction(async (tx) => {
        const newId = await insertTicket(
          tx,
          {
            companyId: user.companyId,
            subject: input.subject,
            detail: sanitizeRichText(input.detail),
            categoryId: input.categoryId,
            subCategoryId: input.subCategoryId,
            companyLocationId,
            assignedTo,
            severityId: input.severityId,
            parentId: input.parentId,
            isCreatedFromTask: false,
          },
          user.id,
          at,
        );
        if (input.subscribers.length) {
          await tx
            .insert(workItemSubscribers)
            .values([...new Set(input.subscribers)].map((userId) => ({ workItemId: newId, userId })));
        }
        if (input.childs.length) await tx.update(workItems).set({ parentId: newId }).where(inArray(workItems.id, input.childs));
        await attachUploads(tx, user, newId, input.attachments);
        await copySubCategoryTasks(tx, newId, input.subCategoryId, user.id, at);
        await addDiscussion(tx, newId, input.discussion, user.id, at);
        return newId;
      });
      return detail(user, id);
    },

    async update(user: AuthUser, id: number, input: TicketInputParsed): Promise<Ticket> {
      const ticket = await visibleTicket(db, user, id);
      const related = await ticketsRepository.related(db, ticket);
      const changes: HistoryChange[] = [];
      const track = (
        fieldName: string,
        oldValue: HistoryChange['oldValue'],
        newValue: HistoryChange['newValue'],
        kind?: HistoryChange['kind'],
      ) => {
        if (oldValue !== newValue) changes.push({ fieldName, oldValue, newValue, kind });
      };
      const refuseUnless = (allowed: boolean, message: string) => {
        if (!allowed) throw forbidden(message);
      };

      // Fields of the creator or the assignee.
      const detailHtml = sanitizeRichText(input.detail);
      const parentId = input.parentId;
      const childIds = input.childs;
      const currentChildIds = related.childs.map((c) => c.id);
      const keptAttachmentIds = new Set(input.attachments);
      const removedAttachments = related.attachments.filter((a) => !keptAttachmentIds.has(a.id));
      const newAttachmentIds = input.attachments.filter((aid) => !related.attachments.some((a) => a.id === aid));
      const uploads = await ticketsRepository.tempAttachments(db, user.id, newAttachmentIds);
      if (uploads.length !== new Set(newAttachmentIds).size) throw fieldError('attachments', ticketMessages.fileError);

      track('Subject', ticket.subject, input.subject);
      track('Detail', ticket.detail, detailHtml);
      track('Category', ticket.categoryId, input.categoryId, 'category');
      track('SubCategory', ticket.subCategoryId, input.subCategoryId, 'subCategory');
      track('Severity', ticket.severityId, input.severityId, 'priority');
      track('Parent', ticket.parentId, parentId, 'ticket');
      for (const child of childIds.filter((c) => !currentChildIds.includes(c))) track('Relationships', null, child, 'ticket');
      for (const child of currentChildIds.filter((c) => !childIds.includes(c))) track('Relationships', child, null, 'ticket');
      for (const file of uploads) track('Attachment', null, `Add: ${file.name}`);
      for (const file of removedAttachments) track('Attachment', null, `Delete: ${file.name}`);
      if (changes.length) refuseUnless(ticketPolicy.canEdit(user, ticket), ticketMessages.cannotEdit);

      const subscriberIds = related.subscribers.map((s) => s.userId);
      const subscribersChanged = !sameSet(subscriberIds, [...new Set(input.subscribers)]);
      if (subscribersChanged) {
        refuseUnless(ticketPolicy.canManageSubscribers(user, ticket), ticketMessages.cannotEdit);
        track('Subscribers', subscriberIds.join(','), [...new Set(input.subscribers)].join(','));
      }
      const companyLocationId = input.companyLocationId ?? ticket.companyLocationId;
      if (companyLocationId !== ticket.companyLocationId) {
        refuseUnless(ticketPolicy.canChangeBranch(user, ticket), ticketMessages.cannotEdit);
        await checkActive(db, companyLocations, companyLocationId!, 'companyLocationId', messages.invalidOption);
        track('SubCategoryLocation', ticket.companyLocationId, companyLocationId, 'location');
      }
      if (input.statusId !== ticket.statusId) {
        refuseUnless(ticketPolicy.canChangeStatus(user, ticket), ticketMessages.notAssignee);
        track('Status', ticket.statusId, input.statusId, 'status');
      }
      const assignedTo = input.assignedTo ?? ticket.assignedTo;
      if (assignedTo !== ticket.assignedTo) {
        refuseUnless(ticketPolicy.canChangeResponsible(user, ticket), ticketMessages.cannotReassign);
        await checkActive(db, users, assignedTo!, 'assignedTo', ticketMessages.cannotReassign);
        track('Responsible', ticket.assignedTo, assignedTo, 'user');
      }
      if (input.tasks.length) refuseUnless(ticketPolicy.canEditTasks(user, ticket), ticketMessages.cannotEditTasks);

      if (input.categoryId !== ticket.categoryId || input.subCategoryId !== ticket.subCategoryId) {
        await checkCatalogue(db, user, input.categoryId, input.subCategoryId);
      }
      if (input.severityId !== ticket.severityId)
        await checkActive(db, priorities, input.severityId, 'severityId', ticketMessages.severityRequired);
      if (parentId !== ticket.parentId || !sameSet(childIds, currentChildIds)) {
        await checkVisible(db, user, [
          ...(parentId && parentId !== ticket.parentId ? [parentId] : []),
          ...childIds.filter((c) => !currentChildIds.includes(c)),
        ]);
        await checkRelations(db, id, parentId, childIds);
      }
      if (uploads.length || removedAttachments.length || input.subCategoryId !== ticket.subCategoryId) {
        const kept = related.attachments.filter((a) => keptAttachmentIds.has(a.id));
        checkAttachmentRules(
          [...kept, ...uploads].map((a) => ({ name: a.name, size: Number(a.size) })),
          await rulesOf(db, input.subCategoryId),
        );
      }

      const at = new Date();
      const slaChanged = input.severityId !== ticket.severityId || input.subCategoryId !== ticket.subCategoryId;
      const expireDate = slaChanged
        ? await computeExpireDate(db, ticket.createdDate, input.subCategoryId, input.severityId)
        : ticket.expireDate;
      const hasMessage = !!(input.discussion && sanitizeRichText(input.discussion));

      await db.transaction(async (tx) => {
        const taskChanges = await saveTasks(tx, ticket, input.tasks, user.id, at);
        changes.push(...taskChanges);
        if (changes.length === 0 && !hasMessage) return;
        if (input.statusId === 3 && ticket.statusId !== 3) await checkRequiredTasksDone(tx, id);

        // A message alone never conflicts; any field change must be based on the latest version.
        const stale =
          changes.length > 0 && input.modifiedDate
            ? sql`AND date_trunc('milliseconds', modified_date) = ${new Date(input.modifiedDate)}`
            : sql``;
        const closedDate = input.statusId === 3 ? (ticket.statusId === 3 ? ticket.closedDate : at) : null;
        const updated = await queryRows<{ id: number }>(
          tx,
          sql`
          UPDATE work_items SET subject = ${input.subject}, detail = ${detailHtml}, category_id = ${input.categoryId},
                 sub_category_id = ${input.subCategoryId}, severity_id = ${input.severityId}, status_id = ${input.statusId},
                 company_location_id = ${companyLocationId}, assigned_to = ${assignedTo}, parent_id = ${parentId},
                 expire_date = ${expireDate}, closed_date = ${closedDate}, modified_by = ${user.id}, modified_date = ${at}
           WHERE id = ${id} ${stale} RETURNING id`,
        );
        if (updated.length === 0) throw new AppError(409, ticketMessages.staleTicket);

        const removedChildren = currentChildIds.filter((c) => !childIds.includes(c));
        const addedChildren = childIds.filter((c) => !currentChildIds.includes(c));
        if (removedChildren.length)
          await tx
            .update(workItems)
            .set({ parentId: null })
            .where(and(inArray(workItems.id, removedChildren), eq(workItems.parentId, id)));
        if (addedChildren.length) await tx.update(workItems).set({ parentId: id }).where(inArray(workItems.id, addedChildren));
        if (subscribersChanged) {
          await tx.delete(workItemSubscribers).where(eq(workItemSubscribers.workItemId, id));
          if (input.subscribers.length)
            await tx
              .insert(workItemSubscribers)
              .values([...new Set(input.subscribers)].map((userId) => ({ workItemId: id, userId })));
        }
        if (removedAttachments.length)
          await tx
            .update(workItemAttachments)
            .set({ isActive: false })
            .where(
              inArray(
                workItemAttachments.id,
                removedAttachments.map((a) => a.id),
              ),
            );
        await attachUploads(tx, user, id, newAttachmentIds);
        await addDiscussion(tx, id, input.discussion, user.id, at);
        await writeHistory(tx, id, 'update', user.id, at, changes);

        const reassigned = assignedTo !== ticket.assignedTo;
        if (reassigned) await notifyAssigned(tx, id, input.subject, assignedTo, user.id);
        if (input.statusId !== ticket.statusId) {
          const [status] = await queryRows<{ code: string }>(tx, sql`SELECT code FROM statuses WHERE id = ${input.statusId}`);
          await mailStatusChanged(tx, id, input.subject, ticket.createdBy, user.id, status.code);
        }
        if (changes.some((c) => c.fieldName !== 'Responsible') || hasMessage) {
          await notifyUpdated(tx, id, input.subject, user.id, reassigned && assignedTo ? [assignedTo] : []);
        }
      });
      return detail(user, id);
    },

    /** Anyone who may see a ticket may follow it (becomes a subscriber). */
    async follow(user: AuthUser, id: number): Promise<Ticket> {
      await visibleTicket(db, user, id);
      await db.insert(workItemSubscribers).values({ workItemId: id, userId: user.id }).onConflictDoNothing();
      return detail(user, id);
    },

    async history(user: AuthUser, id: number) {
      await visibleTicket(db, user, id);
      return ticketsRepository.history(db, id);
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
