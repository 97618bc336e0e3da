// Tasks of a ticket (docs/product/tickets.md#tasks-children-and-relations): copied from the sub-category on create;
// when the assignee gives a task a `realizedBy`, a child ticket is created for that user; a task is done when its child
// is finalised, and a ticket cannot be closed while a required task is not done.
import { and, eq, sql } from 'drizzle-orm';
import { TicketStatus, ticketMessages, type WorkItemTaskInput } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { workItemTasks } from '../../../db/schema';
import { badRequest } from '../../../lib/errors';
import { assignedTask, copiedTask, relationChange, taskChange, taskChildTicket, taskNotes } from './ticket-builders';
import type { HistoryChange } from './ticket-history';
import { insertTicket } from './ticket-writes';
import type { TicketRow } from './tickets.repository';

/** A task configured on a sub-category, with its type's code. */
export interface ConfiguredTask {
  subCategoryId: number;
  taskId: number;
  isRequired: boolean;
  code: string;
}

/** The tasks a new ticket copies: the active ones of an active type, of `subCategoryId` or, without it, of every one. */
export function tasksToCopy(db: Executor, subCategoryId?: number): Promise<ConfiguredTask[]> {
  const ofSubCategory = subCategoryId === undefined ? sql`` : sql`AND t.sub_category_id = ${subCategoryId}`;
  return queryRows<ConfiguredTask>(
    db,
    sql`
    SELECT t.sub_category_id AS "subCategoryId", t.id AS "taskId", t.is_required AS "isRequired", tt.code
      FROM tasks t JOIN task_types tt ON tt.id = t.task_type_id AND tt.is_active
     WHERE t.is_active ${ofSubCategory} ORDER BY t.id`,
  );
}

export async function copySubCategoryTasks(
  db: Executor,
  workItemId: number,
  subCategoryId: number,
  actorId: number,
  at: Date,
): Promise<void> {
  const tasks = await tasksToCopy(db, subCategoryId);
  if (tasks.length === 0) return;
  await db.insert(workItemTasks).values(tasks.map((task) => ({ workItemId, ...copiedTask(task.taskId, actorId, at) })));
}

interface StoredTask {
  id: number;
  realizedBy: number | null;
  notes: string | null;
  childWorkItemId: number | null;
  taskTypeCode: string;
}

const realizedByField = (task: WorkItemTaskInput) => `tasks.${task.id}.realizedBy`;

function storedTasks(db: Executor, workItemId: number) {
  return queryRows<StoredTask>(
    db,
    sql`
    SELECT wt.id, wt.realized_by AS "realizedBy", wt.notes, wt.child_work_item_id AS "childWorkItemId",
           tt.code AS "taskTypeCode"
      FROM work_item_tasks wt JOIN tasks t ON t.id = wt.task_id JOIN task_types tt ON tt.id = t.task_type_id
     WHERE wt.work_item_id = ${workItemId} AND wt.is_active`,
  );
}

async function activeUserIds(db: Executor, ids: number[]): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE is_active AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.id));
}

/** The child ticket of a task, for its responsible. */
function createTaskChild(db: Executor, ticket: TicketRow, task: StoredTask, input: WorkItemTaskInput, actorId: number, at: Date) {
  return insertTicket(db, taskChildTicket(ticket, task.taskTypeCode, input.realizedBy, taskNotes(input.notes)), actorId, at);
}

/** Saves one task: its child ticket when it has none yet, then its responsible and notes. */
async function saveTask(
  db: Executor,
  ticket: TicketRow,
  task: StoredTask,
  input: WorkItemTaskInput,
  actorId: number,
  at: Date,
): Promise<HistoryChange[]> {
  if (task.childWorkItemId && task.realizedBy !== input.realizedBy) {
    throw badRequest({ [realizedByField(input)]: ticketMessages.taskHasChild });
  }
  const changes: HistoryChange[] = [];
  const notes = taskNotes(input.notes);
  let childId = task.childWorkItemId;
  if (!childId) {
    childId = await createTaskChild(db, ticket, task, input, actorId, at);
    changes.push(relationChange(null, childId));
  }
  if (task.realizedBy !== input.realizedBy || task.notes !== notes || task.childWorkItemId !== childId) {
    await db
      .update(workItemTasks)
      .set(assignedTask(input.realizedBy, notes, childId, actorId, at))
      .where(and(eq(workItemTasks.id, task.id), eq(workItemTasks.workItemId, ticket.id)));
    changes.push(taskChange(task.realizedBy, input.realizedBy));
  }
  return changes;
}

export async function saveTasks(
  db: Executor,
  ticket: TicketRow,
  inputs: WorkItemTaskInput[],
  actorId: number,
  at: Date,
): Promise<HistoryChange[]> {
  if (inputs.length === 0) return [];
  const byId = new Map((await storedTasks(db, ticket.id)).map((task) => [task.id, task]));
  const activeRealizers = await activeUserIds(
    db,
    inputs.map((input) => input.realizedBy),
  );
  const changes: HistoryChange[] = [];
  for (const input of inputs) {
    const task = byId.get(input.id);
    if (!task) throw badRequest({ tasks: ticketMessages.selectTicket });
    if (!activeRealizers.has(input.realizedBy))
      throw badRequest({ [realizedByField(input)]: ticketMessages.taskRealizedByRequired });
    changes.push(...(await saveTask(db, ticket, task, input, actorId, at)));
  }
  return changes;
}

/** Refuses closing while a required task has no finalised child ticket. */
export async function checkRequiredTasksDone(db: Executor, workItemId: number): Promise<void> {
  const [open] = await queryRows<{ code: string }>(
    db,
    sql`
    SELECT tt.code FROM work_item_tasks wt
      JOIN tasks t ON t.id = wt.task_id JOIN task_types tt ON tt.id = t.task_type_id
      LEFT JOIN work_items child ON child.id = wt.child_work_item_id
     WHERE wt.work_item_id = ${workItemId} AND wt.is_active AND t.is_required
       AND (child.id IS NULL OR child.status_id <> ${TicketStatus.Finished})
     ORDER BY wt.id LIMIT 1`,
  );
  if (!open) return;
  const message = ticketMessages.requiredTaskOpen(open.code);
  throw badRequest({ statusId: message }, message);
}
