// Request bodies the ticket tests share: the save of a loaded ticket, unchanged but for the overrides.
/** The body that saves a loaded ticket unchanged (ids only), plus overrides. */
export const saveBody = (t: any, overrides: Record<string, unknown> = {}) => ({
  subject: t.subject,
  detail: t.detail,
  categoryId: t.categoryId,
  subCategoryId: t.subCategoryId,
  severityId: t.severityId,
  statusId: t.statusId,
  companyLocationId: t.companyLocationId,
  assignedTo: t.assignedTo,
  parentId: t.parentId,
  childs: t.childs.map((c: { id: number }) => c.id),
  subscribers: t.subscribers.map((s: { userId: number }) => s.userId),
  attachments: t.attachments.map((a: { id: number }) => a.id),
  modifiedDate: t.modifiedDate,
  ...overrides,
});
