// The checks of a ticket's values against the database (docs/product/tickets.md#validation), each refusing with its
// field's message: usable catalogue, active severity / branch / responsible, the caller's own uploads, related tickets
// the caller sees.
import { ticketMessages } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { badRequest, forbidden } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { ticketPolicy } from './tickets.policy';
import { ticketsRepository, type ActiveCheckTable, type AttachmentRow } from './tickets.repository';

export const fieldError = (field: string, message: string) => badRequest({ [field]: message }, message);

/** Category and sub-category must be active and related; external users only get public ones configured for them. */
export async function checkCatalogue(db: Executor, user: AuthUser, categoryId: number, subCategoryId: number): Promise<void> {
  const row = await ticketsRepository.catalogueCheck(db, user, categoryId, subCategoryId);
  if (!row || !row.categoryOk) throw fieldError('categoryId', ticketMessages.categoryRequired);
  if (!row.subCategoryOk) throw fieldError('subCategoryId', ticketMessages.subCategoryRequired);
  if (!row.sameCategory) throw fieldError('subCategoryId', ticketMessages.subCategoryMismatch);
}

export async function checkActive(db: Executor, table: ActiveCheckTable, id: number, field: string, message: string) {
  if (!(await ticketsRepository.isActive(db, table, id))) throw fieldError(field, message);
}

/** The caller's temporary uploads among `ids`; any other id (someone else's, already saved, missing) is refused. */
export async function checkUploads(db: Executor, user: AuthUser, ids: number[]): Promise<AttachmentRow[]> {
  const uploads = await ticketsRepository.tempAttachments(db, user.id, ids);
  if (uploads.length !== new Set(ids).size) throw fieldError('attachments', ticketMessages.fileError);
  return uploads;
}

/**
 * Relations may only be made or undone with tickets the caller may see
 * (docs/product/tickets.md#tasks-children-and-relations).
 */
export async function checkRelationsVisible(db: Executor, user: AuthUser, ids: number[]): Promise<void> {
  const visible = await ticketsRepository.visibleIds(db, user, ids);
  if (ids.some((id) => !ticketPolicy.canChangeRelationWith(visible, id))) throw forbidden(ticketMessages.hiddenRelation);
}
