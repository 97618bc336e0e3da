// Request bodies the ticket tests share: the save of a loaded ticket, unchanged but for the overrides.
import { ticketEditableFields } from '@tms/contracts';

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
