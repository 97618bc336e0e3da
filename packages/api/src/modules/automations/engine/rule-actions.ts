// Runs a rule's actions on one ticket, in order, through the tickets service (docs/product/automations.md): the field
// actions and the first message go in one save (one history entry, the notifications of any save), each further
// message in a save of its own; then the notices and the webhook calls, in the same transaction. The caller's
// transaction makes it all or nothing.
import { and, eq, sql } from 'drizzle-orm';
import {
  NotificationType,
  automationMessages,
  fillCannedResponse,
  ticketUpdateInput,
  type AutomationAction,
  type Ticket,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import { queryRows, type Executor } from '../../../db/client';
import { cannedResponses, notifications } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { enqueueMail } from '../../../lib/outbox';
import type { AuthUser } from '../../../plugins/current-user';
import { createTicketsService, routeTicket } from '../../tickets';
import { enqueueWebhookCall } from '../webhooks/webhook-outbox';

export interface RuleToRun {
  id: number;
  code: string;
  actions: AutomationAction[];
}

export interface ActionRun {
  /** The context whose `db` is the run's transaction. */
  ctx: AppContext;
  rule: RuleToRun;
  ticketId: number;
  /** Who acts: a rule's actor (`byRule`) or the internal user applying a macro, with their own rights. */
  actor: AuthUser;
  byRule: boolean;
  /** Who the message placeholder {{usuario.nombre}} names. */
  actorName: string;
  /** What made the rule run ('created', 'escalation', 'macro'…), sent with webhook calls. */
  reason: string;
}

interface FormChanges {
  assignedTo?: number | null;
  severityId?: number;
  statusId?: number;
  subscribers?: number[];
}

interface NewMessage {
  message: string;
  isInternal: boolean;
}

/** A canned response's text with its placeholders filled for this ticket (a personal or inactive one is refused). */
async function replyText(db: Executor, cannedResponseId: number, ticket: Ticket, actorName: string): Promise<string> {
  const [response] = await db
    .select({ detail: cannedResponses.detail })
    .from(cannedResponses)
    .where(and(eq(cannedResponses.id, cannedResponseId), eq(cannedResponses.isActive, true), eq(cannedResponses.isShared, true)));
  if (!response) throw badRequest({ cannedResponseId: automationMessages.inactiveOption }, automationMessages.inactiveOption);
  return fillCannedResponse(response.detail, {
    ticketId: ticket.id,
    subject: ticket.subject,
    creatorName: ticket.createdByName,
    responsibleName: ticket.assignedToName,
    userName: actorName,
  });
}

/** The field changes and messages of the actions, in order. */
async function plannedSave(run: ActionRun, ticket: Ticket) {
  const form: FormChanges = {};
  const messages: NewMessage[] = [];
  for (const action of run.rule.actions) {
    if (action.type === 'setResponsible')
      form.assignedTo = action.userId ?? (await routeTicket(run.ctx.db, ticket.subCategoryId, ticket.companyLocationId));
    if (action.type === 'setSeverity') form.severityId = action.severityId;
    if (action.type === 'setStatus') form.statusId = action.statusId;
    if (action.type === 'addSubscribers') {
      const current = form.subscribers ?? ticket.subscribers.map((s) => s.userId);
      form.subscribers = [...new Set([...current, ...action.userIds])];
    }
    if (action.type === 'addNote') messages.push({ message: action.message, isInternal: true });
    if (action.type === 'reply')
      messages.push({ message: await replyText(run.ctx.db, action.cannedResponseId, ticket, run.actorName), isInternal: false });
  }
  return { form, messages };
}

/** Saves `ticket` as the ticket screen's Guardar would with `changes` and an optional message. */
async function save(run: ActionRun, ticket: Ticket, changes: FormChanges, message: NewMessage | undefined) {
  const form = ticketUpdateInput.safeParse({
    ...ticket,
    ...changes,
    discussion: message?.message ?? null,
    discussionIsInternal: message?.isInternal ?? false,
    tasks: [],
  });
  if (!form.success) throw badRequest(undefined, form.error.issues[0].message);
  return createTicketsService(run.ctx).update(run.actor, ticket.id, form.data, { byRule: run.byRule });
}

async function mailRecipients(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return [];
  return queryRows<{ id: number; email: string; displayName: string; wantsMail: boolean }>(
    db,
    sql`SELECT id, email, display_name AS "displayName", email_notifications AS "wantsMail"
          FROM users WHERE is_active AND id IN (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
}

/** 'notify': an in-app notice (push follows the stored row) and a mail to those who want mail. */
async function notify(run: ActionRun, ticket: Ticket, action: Extract<AutomationAction, { type: 'notify' }>) {
  const wanted = [...action.userIds, ...(action.responsible && ticket.assignedTo ? [ticket.assignedTo] : [])];
  const recipients = await mailRecipients(run.ctx.db, [...new Set(wanted)]);
  const text = `${automationMessages.ruleAuthor(run.rule.code)} — ticket #${ticket.id}: ${action.message}`;
  const url = `/ticket/${ticket.id}`;
  for (const user of recipients) {
    await run.ctx.db
      .insert(notifications)
      .values({ userId: user.id, type: NotificationType.Updated, workItemId: ticket.id, text, url });
    if (!user.wantsMail) continue;
    await enqueueMail(run.ctx.db, {
      to: user.email,
      subject: `Ticket #${ticket.id}: ${ticket.subject}`,
      paragraphs: [`Hola ${user.displayName}:`, text],
      link: { label: 'Ver ticket', path: url },
    });
  }
}

const webhookBody = (run: ActionRun, ticket: Ticket) => ({
  event: run.reason,
  rule: { id: run.rule.id, code: run.rule.code },
  ticket: {
    id: ticket.id,
    subject: ticket.subject,
    categoryId: ticket.categoryId,
    subCategoryId: ticket.subCategoryId,
    companyLocationId: ticket.companyLocationId,
    severityId: ticket.severityId,
    statusId: ticket.statusId,
    assignedTo: ticket.assignedTo,
    createdBy: ticket.createdBy,
    expireDate: ticket.expireDate,
  },
});

export async function runActions(run: ActionRun): Promise<void> {
  const tickets = createTicketsService(run.ctx);
  let ticket = await tickets.detail(run.actor, run.ticketId);
  const { form, messages } = await plannedSave(run, ticket);
  const [first, ...others] = messages;
  if (Object.keys(form).length > 0 || first) ticket = await save(run, ticket, form, first);
  for (const message of others) ticket = await save(run, ticket, {}, message);
  for (const action of run.rule.actions) {
    if (action.type === 'notify') await notify(run, ticket, action);
    if (action.type === 'webhook')
      await enqueueWebhookCall(run.ctx.db, {
        ruleId: run.rule.id,
        url: action.url,
        secret: action.secret,
        body: webhookBody(run, ticket),
      });
  }
}
