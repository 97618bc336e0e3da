// What a save changes, computed from the stored ticket and the form before anything is checked or written: the
// changed columns, the relation, subscriber and attachment differences, and one history item per change.
import { HistoryField, type TicketUpdateInputParsed, type WorkItemTaskInput } from '@tms/contracts';
import { columnChange, relationChange, subscribersChange, type FormColumn } from './ticket-builders';
import type { HistoryChange } from './ticket-history';
import type { DerivedColumn, TicketColumns } from './ticket-writes';
import type { AttachmentRow, TicketDetailRows, TicketRow } from './tickets.repository';

/** The columns the form sets directly (expiry and closing date follow from them). */
type FormColumns = Omit<TicketColumns, DerivedColumn>;

export interface UpdatePlan {
  /** Changed form columns with their new values. */
  fields: Partial<FormColumns>;
  changes: HistoryChange[];
  addedChildren: number[];
  removedChildren: number[];
  /** The new subscriber list, or null when unchanged. */
  subscribers: number[] | null;
  /** The caller's temporary uploads the save attaches. */
  uploads: AttachmentRow[];
  removedAttachments: AttachmentRow[];
  keptAttachments: AttachmentRow[];
  /** The sanitised new discussion message, '' when none. */
  message: string;
  /** The new message is an internal note (docs/product/tickets.md#discussion-and-internal-notes). */
  messageIsInternal: boolean;
  tasks: WorkItemTaskInput[];
}

/** Fields in the order their history items are written, before and after the relation and file items. */
const LEADING_FIELDS: FormColumn[] = ['subject', 'detail', 'categoryId', 'subCategoryId', 'severityId', 'parentId'];
const TRAILING_FIELDS: FormColumn[] = ['companyLocationId', 'statusId', 'assignedTo'];

/** The fields only the creator or the assignee may change (docs/product/tickets.md#who-may-change-what). */
export const EDITOR_FIELDS: ReadonlySet<keyof FormColumns> = new Set([
  'subject',
  'detail',
  'categoryId',
  'subCategoryId',
  'severityId',
  'parentId',
]);

const ascending = (ids: number[]) => [...ids].sort((x, y) => x - y);
const sameSet = (a: number[], b: number[]) => a.length === b.length && ascending(a).join() === ascending(b).join();
const unique = (ids: number[]) => [...new Set(ids)];

/** The form's columns; an empty branch or responsible keeps the stored one. */
function wantedColumns(ticket: TicketRow, input: TicketUpdateInputParsed, detail: string): FormColumns {
  return {
    subject: input.subject,
    detail,
    categoryId: input.categoryId,
    subCategoryId: input.subCategoryId,
    severityId: input.severityId,
    statusId: input.statusId,
    companyLocationId: input.companyLocationId ?? ticket.companyLocationId,
    assignedTo: input.assignedTo ?? ticket.assignedTo,
    parentId: input.parentId,
  };
}

function changedColumns(ticket: TicketRow, wanted: FormColumns): Partial<FormColumns> {
  const changed: Partial<Record<keyof FormColumns, unknown>> = {};
  for (const key of Object.keys(wanted) as (keyof FormColumns)[]) if (wanted[key] !== ticket[key]) changed[key] = wanted[key];
  return changed as Partial<FormColumns>;
}

function fieldChanges(ticket: TicketRow, fields: Partial<FormColumns>, list: FormColumn[]): HistoryChange[] {
  return list.filter((field) => field in fields).map((field) => columnChange(field, ticket[field], fields[field] ?? null));
}

function relationChanges(added: number[], removed: number[]): HistoryChange[] {
  return [...added.map((child) => relationChange(null, child)), ...removed.map((child) => relationChange(child, null))];
}

function attachmentChanges(uploads: AttachmentRow[], removed: AttachmentRow[]): HistoryChange[] {
  const item = (newValue: string): HistoryChange => ({ fieldName: HistoryField.Attachment, oldValue: null, newValue });
  return [...uploads.map((file) => item(`Add: ${file.name}`)), ...removed.map((file) => item(`Delete: ${file.name}`))];
}

/** New attachment ids of the form: those not already saved with the ticket (temporary uploads to check). */
export const newAttachmentIdsOf = (related: Pick<TicketDetailRows, 'attachments'>, input: TicketUpdateInputParsed) =>
  unique(input.attachments).filter((id) => !related.attachments.some((a) => a.id === id));

export function planUpdate(
  ticket: TicketRow,
  related: Omit<TicketDetailRows, 'ticket'>,
  input: TicketUpdateInputParsed,
  sanitised: { detail: string; message: string },
  uploads: AttachmentRow[],
): UpdatePlan {
  const fields = changedColumns(ticket, wantedColumns(ticket, input, sanitised.detail));
  const currentChildren = related.childs.map((c) => c.id);
  const wantedChildren = unique(input.childs);
  const addedChildren = wantedChildren.filter((c) => !currentChildren.includes(c));
  const removedChildren = currentChildren.filter((c) => !wantedChildren.includes(c));
  const kept = new Set(input.attachments);
  const removedAttachments = related.attachments.filter((a) => !kept.has(a.id));
  const currentSubscribers = related.subscribers.map((s) => s.userId);
  const wantedSubscribers = unique(input.subscribers);
  const subscribers = sameSet(currentSubscribers, wantedSubscribers) ? null : wantedSubscribers;
  const subscriberChanges = subscribers ? [subscribersChange(currentSubscribers, subscribers)] : [];
  return {
    fields,
    changes: [
      ...fieldChanges(ticket, fields, LEADING_FIELDS),
      ...relationChanges(addedChildren, removedChildren),
      ...attachmentChanges(uploads, removedAttachments),
      ...subscriberChanges,
      ...fieldChanges(ticket, fields, TRAILING_FIELDS),
    ],
    addedChildren,
    removedChildren,
    subscribers,
    uploads,
    removedAttachments,
    keptAttachments: related.attachments.filter((a) => kept.has(a.id)),
    message: sanitised.message,
    messageIsInternal: input.discussionIsInternal,
    tasks: input.tasks,
  };
}

/** True when the save changes nothing and adds no message or task: there is nothing to write. */
export const isEmptyPlan = (plan: UpdatePlan) => plan.changes.length === 0 && !plan.message && plan.tasks.length === 0;
