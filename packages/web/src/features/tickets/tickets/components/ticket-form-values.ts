// The ticket form's values and schema. Scalar fields validate with the contracts' ticketInput (same messages as the
// API); pickers hold whole objects (users, related tickets, attachments) so the screen can show them, and
// `toTicketInput` turns them into the ids the API takes.
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  attachment,
  ticketEditableFields,
  ticketInput,
  ticketMessages,
  TicketStatus,
  type RelatedTicket,
  type Ticket,
  type TicketInput,
} from '@tms/contracts';
import { isRichTextEmpty } from '@/components/rich-text/is-rich-text-empty';
import type { UserOption } from '@/components/user-search/search-users';

const userOption = z.object({ id: z.number(), displayName: z.string(), userName: z.string().optional() });

/** A related ticket as the relations tab shows it (status unknown for one just picked; subject and status null for one
 * the user may not see, shown as its number only). */
const ticketRef = z.object({ id: z.number(), subject: z.string().nullable(), status: z.string().nullable() });
export type TicketRef = z.infer<typeof ticketRef>;

const taskValue = z
  .object({ id: z.number(), realizedBy: userOption.nullable(), notes: z.string(), isUpdated: z.boolean() })
  .superRefine((task, context) => {
    if (task.isUpdated && !task.realizedBy) {
      context.addIssue({ code: 'custom', path: ['realizedBy'], message: ticketMessages.taskRealizedByRequired });
    }
  });

export const ticketFormSchema = ticketInput
  .pick({
    subject: true,
    detail: true,
    categoryId: true,
    subCategoryId: true,
    severityId: true,
    statusId: true,
    companyLocationId: true,
  })
  .extend({
    assignedTo: userOption.nullable(),
    subscribers: z.array(userOption),
    parent: ticketRef.nullable(),
    childs: z.array(ticketRef),
    attachments: z.array(attachment),
    discussion: z.string(),
    discussionIsInternal: z.boolean(),
    tasks: z.array(taskValue),
  });

export type TicketFormOutput = z.output<typeof ticketFormSchema>;

export interface TicketFormValues {
  subject: string;
  detail: string;
  categoryId: number | null;
  subCategoryId: number | null;
  severityId: number | null;
  statusId: number;
  companyLocationId: number | null;
  assignedTo: UserOption | null;
  subscribers: UserOption[];
  parent: TicketRef | null;
  childs: TicketRef[];
  attachments: TicketFormOutput['attachments'];
  discussion: string;
  /** The new message is a 'Nota interna' (internal users only). */
  discussionIsInternal: boolean;
  tasks: { id: number; realizedBy: UserOption | null; notes: string; isUpdated: boolean }[];
}

/**
 * The form's resolver. The schema coerces the pickers' ids, so its input type says `unknown` for them where the form
 * holds `number | null`: the values the form gives are a narrower case of what the schema accepts.
 */
export const ticketFormResolver = zodResolver(ticketFormSchema) as unknown as Resolver<
  TicketFormValues,
  unknown,
  TicketFormOutput
>;

/** Fields of the details tab; a validation message on one of them brings that tab to the front. */
export const detailFields = [
  'subject',
  'detail',
  'categoryId',
  'subCategoryId',
  'severityId',
  'statusId',
  'companyLocationId',
  'assignedTo',
  'subscribers',
] as const;

export const toTicketRef = (related: RelatedTicket): TicketRef => ({
  id: related.id,
  subject: related.subject,
  status: related.status,
});

export interface NewTicketPreset {
  subject?: string;
  parent?: TicketRef;
  companyLocationId?: number | null;
}

export const DEFAULT_SEVERITY_ID = 1;

export function newTicketValues(preset: NewTicketPreset = {}): TicketFormValues {
  return {
    subject: preset.subject ?? '',
    detail: '',
    categoryId: null,
    subCategoryId: null,
    severityId: DEFAULT_SEVERITY_ID,
    statusId: TicketStatus.Initial,
    companyLocationId: preset.companyLocationId ?? null,
    assignedTo: null,
    subscribers: [],
    parent: preset.parent ?? null,
    childs: [],
    attachments: [],
    discussion: '',
    discussionIsInternal: false,
    tasks: [],
  };
}

export function ticketFormValues(ticket: Ticket): TicketFormValues {
  return {
    ...ticketEditableFields(ticket),
    assignedTo: ticket.assignedTo ? { id: ticket.assignedTo, displayName: ticket.assignedToName ?? '' } : null,
    subscribers: ticket.subscribers.map((s) => ({ id: s.userId, displayName: s.displayName, userName: s.userName })),
    parent: ticket.parent ? toTicketRef(ticket.parent) : null,
    childs: ticket.childs.map(toTicketRef),
    attachments: ticket.attachments,
    discussion: '',
    discussionIsInternal: false,
    tasks: ticket.tasks.map((task) => ({ id: task.id, realizedBy: task.realizedBy, notes: task.notes ?? '', isUpdated: false })),
  };
}

/** The tasks the save sends: changed ones that have a responsible (docs/product/tickets.md#tasks-children-and-relations). */
export const tasksToSend = (tasks: TicketFormOutput['tasks']) => tasks.filter((task) => task.isUpdated && task.realizedBy);

export function toTicketInput(values: TicketFormOutput, loaded?: Ticket): TicketInput {
  return {
    subject: values.subject,
    detail: values.detail,
    categoryId: values.categoryId,
    subCategoryId: values.subCategoryId,
    severityId: values.severityId,
    statusId: values.statusId,
    companyLocationId: values.companyLocationId,
    assignedTo: values.assignedTo?.id ?? null,
    parentId: values.parent?.id ?? null,
    childs: values.childs.map((child) => child.id),
    subscribers: values.subscribers.map((user) => user.id),
    attachments: values.attachments.map((file) => file.id),
    discussion: isRichTextEmpty(values.discussion) ? null : values.discussion,
    discussionIsInternal: !isRichTextEmpty(values.discussion) && values.discussionIsInternal,
    tasks: tasksToSend(values.tasks).map((task) => ({
      id: task.id,
      realizedBy: task.realizedBy!.id,
      notes: task.notes.trim() || null,
    })),
    modifiedDate: loaded?.modifiedDate ?? null,
  };
}
