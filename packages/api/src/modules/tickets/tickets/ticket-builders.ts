// Pure builders of the rows a ticket's saves write (docs/product/tickets.md#tasks-children-and-relations): the tasks a
// new ticket copies from its sub-category, a task's child ticket, the closing date a status gives, and the history
// changes and items of a save. The tickets service writes with them and so does the demo seed
// (docs/product/demo-data.md#living-data), which imports no context: demo-ticket-rules.ts hands it `ticketBuilders`.
import { HistoryField, SUBJECT_MAX, TicketStatus, type HistoryFieldName } from '@tms/contracts';
import type { HistoryChange, NamedKind } from './ticket-history';
import type { DerivedColumn, NewTicket, TicketColumns } from './ticket-writes';

/** The work_item_tasks row of a task a new ticket copies from its sub-category: nobody does it yet. */
export function copiedTask(taskId: number, actorId: number, at: Date) {
  return {
    taskId,
    realizedBy: null,
    notes: null,
    childWorkItemId: null,
    isActive: true,
    createdBy: actorId,
    createdDate: at,
    modifiedBy: actorId,
    modifiedDate: at,
  };
}

/** The columns a task's save sets: its responsible, notes and child ticket (`Child`: an id, or a ticket to number). */
export function assignedTask<Child>(realizedBy: number, notes: string | null, child: Child, actorId: number, at: Date) {
  return { realizedBy, notes, childWorkItemId: child, modifiedBy: actorId, modifiedDate: at };
}

/** A task's notes as stored: trimmed, null when empty. */
export const taskNotes = (text: string | null | undefined): string | null => text?.trim() || null;

/** The notes in the child's detail: one paragraph, without the characters that would make markup of them. */
const taskNotesHtml = (notes: string | null) => (notes ? `<p>${notes.replace(/[<>&]/g, ' ')}</p>` : '');

/** What a task's child ticket takes from its parent. */
export interface TaskParentFields {
  subject: string;
  categoryId: number;
  subCategoryId: number;
  companyLocationId: number | null;
  severityId: number;
}

/** A task's child ticket, for its responsible: the task's subject, same catalogue, branch and severity as the parent. */
export function taskChildFields(parent: TaskParentFields, taskCode: string, realizedBy: number) {
  return {
    subject: `${taskCode}: ${parent.subject}`.slice(0, SUBJECT_MAX),
    categoryId: parent.categoryId,
    subCategoryId: parent.subCategoryId,
    companyLocationId: parent.companyLocationId,
    severityId: parent.severityId,
    assignedTo: realizedBy,
  };
}

/** What ties a task's child to its parent: the parent, and a detail naming the task, the parent and the notes. */
export function taskChildLink(parentId: number, taskCode: string, notes: string | null) {
  return {
    parentId,
    detail: `<p>Tarea "${taskCode}" del ticket #${parentId}.</p>${taskNotesHtml(notes)}`,
    isCreatedFromTask: true,
  };
}

/** The new child ticket of a task of `parent`, done by `realizedBy`. */
export function taskChildTicket(
  parent: TaskParentFields & { id: number; companyId: number },
  taskCode: string,
  realizedBy: number,
  notes: string | null,
): NewTicket {
  return {
    companyId: parent.companyId,
    ...taskChildFields(parent, taskCode, realizedBy),
    ...taskChildLink(parent.id, taskCode, notes),
  };
}

/** The closing date a status gives a ticket saved at `at`: `at` when finished, else none. */
export const closedDateOf = <Time>(statusId: number, at: Time): Time | null => (statusId === TicketStatus.Finished ? at : null);

/** The columns a save's form sets, each recorded in the history under its field name. */
export type FormColumn = keyof Omit<TicketColumns, DerivedColumn>;

const columnHistory: Record<FormColumn, { name: HistoryFieldName; kind?: NamedKind }> = {
  subject: { name: HistoryField.Subject },
  detail: { name: HistoryField.Detail },
  categoryId: { name: HistoryField.Category, kind: 'category' },
  subCategoryId: { name: HistoryField.SubCategory, kind: 'subCategory' },
  severityId: { name: HistoryField.Severity, kind: 'priority' },
  parentId: { name: HistoryField.Parent, kind: 'ticket' },
  companyLocationId: { name: HistoryField.SubCategoryLocation, kind: 'location' },
  statusId: { name: HistoryField.Status, kind: 'status' },
  assignedTo: { name: HistoryField.Responsible, kind: 'user' },
};

type ChangeValue = string | number | null;

/** The history item of a form column's change. */
export function columnChange(column: FormColumn, oldValue: ChangeValue, newValue: ChangeValue): HistoryChange {
  const { name, kind } = columnHistory[column];
  return { fieldName: name, oldValue, newValue, kind };
}

/** A history change whose values may also be a ticket not numbered yet (`Ticket`), as the demo seed plans them. */
export interface PlannedChange<Ticket> {
  fieldName: HistoryFieldName;
  oldValue: ChangeValue | Ticket;
  newValue: ChangeValue | Ticket;
  kind?: NamedKind;
}

/** A child ticket added to (`newValue`) or removed from (`oldValue`) a ticket's relations ('Hijos'). */
export function relationChange<Ticket>(oldValue: Ticket | null, newValue: Ticket | null): PlannedChange<Ticket> {
  return { fieldName: HistoryField.Relationships, oldValue, newValue, kind: 'ticket' };
}

/** A task given to a new responsible. */
export const taskChange = (oldValue: number | null, newValue: number): HistoryChange => ({
  fieldName: HistoryField.Task,
  oldValue,
  newValue,
  kind: 'user',
});

/** The subscriber list replaced. */
export const subscribersChange = (before: number[], after: number[]): HistoryChange => ({
  fieldName: HistoryField.Subscribers,
  oldValue: before.join(','),
  newValue: after.join(','),
});

/** The name shown for a value: the name of the id of its kind (found in `names`, keyed `kind:id`), else the value. */
function valueName(change: HistoryChange, value: ChangeValue, names: ReadonlyMap<string, string>): string | null {
  if (value === null) return null;
  if (change.kind && typeof value === 'number') return names.get(`${change.kind}:${value}`) ?? String(value);
  return String(value);
}

/** The work_item_history_items row of a change in the history entry `historyId`. */
export function historyItem(historyId: number, change: HistoryChange, names: ReadonlyMap<string, string>) {
  return {
    historyId,
    fieldName: change.fieldName,
    oldValue: change.oldValue === null ? null : String(change.oldValue),
    newValue: change.newValue === null ? null : String(change.newValue),
    oldValueName: valueName(change, change.oldValue, names),
    newValueName: valueName(change, change.newValue, names),
  };
}

/** The builders the demo seed plays its past with (it imports no context). */
export const ticketBuilders = {
  copiedTask,
  assignedTask,
  taskNotes,
  taskChildFields,
  taskChildLink,
  closedDateOf,
  columnChange,
  relationChange,
  taskChange,
  subscribersChange,
  historyItem,
};
