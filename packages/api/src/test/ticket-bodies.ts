// Request bodies the ticket tests share: the save of a loaded ticket, unchanged but for the overrides, and the save
// that gives a ticket's first task to someone.
import { TicketStatus, ticketEditableFields } from '@tms/contracts';
import type { TestClient } from './test-app';

/** The body that saves a loaded ticket unchanged (ids only), plus overrides. */
export const saveBody = (t: any, overrides: Record<string, unknown> = {}) => ({
  ...ticketEditableFields(t),
  assignedTo: t.assignedTo,
  parentId: t.parentId,
  childs: t.childs.map((c: { id: number }) => c.id),
  subscribers: t.subscribers.map((s: { userId: number }) => s.userId),
  attachments: t.attachments.map((a: { id: number }) => a.id),
  modifiedDate: t.modifiedDate,
  ...overrides,
});

/** `by` saves the ticket giving its first task (the sub-category's required one) to `realizedBy`. */
export const assignFirstTask = (by: TestClient, ticket: any, realizedBy: number) =>
  by.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { tasks: [{ id: ticket.tasks[0].id, realizedBy }] }));

/** `by` creates a ticket in Correo (sub-category 2) with severity Baja, plus overrides; answers its id. */
export async function createdTicketId(by: TestClient, subject: string, overrides: Record<string, unknown> = {}) {
  const body = { subject, detail: '<p>Detalle.</p>', categoryId: 1, subCategoryId: 2, severityId: 1, ...overrides };
  const response = await by.post('/api/workitems', body);
  if (response.statusCode !== 201) throw new Error(`ticket not created: ${JSON.stringify(response.body)}`);
  return response.body.data.id as number;
}

/** `assignee` starts the loaded ticket and then finalises it; answers the finalised ticket. */
export async function finalisedBy(assignee: TestClient, ticket: any) {
  const started = await assignee.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { statusId: TicketStatus.InProgress }));
  const finished = await assignee.put(
    `/api/workitems/${ticket.id}`,
    saveBody(started.body.data, { statusId: TicketStatus.Finished }),
  );
  if (finished.statusCode !== 200) throw new Error(`ticket not finalised: ${JSON.stringify(finished.body)}`);
  return finished.body.data;
}
