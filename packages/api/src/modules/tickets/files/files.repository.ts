// Rows of stored files: temporary uploads written by the upload call, and the file a download address names.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { workItemAttachments } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTickets } from '../tickets/tickets.policy';
import type { AttachmentRow } from '../tickets/tickets.repository';

export interface StoredFile {
  id: number;
  name: string;
  filePath: string;
  contentType: string | null;
  companyId: number;
  workItemId: number | null;
  isTemp: boolean;
  createdBy: number;
}

export interface NewUpload {
  companyId: number;
  name: string;
  size: number;
  filePath: string;
  contentType: string | null;
  createdBy: number;
}

/** Where a download URL points: a temporary upload (no ticket) or a ticket's attachment. */
export interface FileAddress {
  companyId: number;
  workItemId: number | null;
  filePath: string;
}

export const filesRepository = {
  async insertTempUpload(db: Executor, upload: NewUpload): Promise<AttachmentRow> {
    const [row] = await db
      .insert(workItemAttachments)
      .values({ ...upload, isTemp: true })
      .returning();
    return { ...row, size: Number(row.size) };
  },

  async findActive(db: Executor, address: FileAddress): Promise<StoredFile | undefined> {
    const ticket = address.workItemId === null ? sql`work_item_id IS NULL` : sql`work_item_id = ${address.workItemId}`;
    const [file] = await queryRows<StoredFile>(
      db,
      sql`
      SELECT id, name, file_path AS "filePath", content_type AS "contentType", company_id AS "companyId",
             work_item_id AS "workItemId", is_temp AS "isTemp", created_by AS "createdBy"
        FROM work_item_attachments
       WHERE company_id = ${address.companyId} AND file_path = ${address.filePath} AND is_active AND ${ticket}`,
    );
    return file;
  },

  async ticketVisibleTo(db: Executor, user: AuthUser, workItemId: number): Promise<boolean> {
    const [row] = await queryRows<{ ok: boolean }>(
      db,
      sql`SELECT ${visibleTickets(user)} AS ok FROM work_items wi WHERE wi.id = ${workItemId}`,
    );
    return !!row?.ok;
  },
};
