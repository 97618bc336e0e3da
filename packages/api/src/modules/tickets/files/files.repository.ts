// Rows of stored files: temporary uploads written by the upload call, the file a download address names, and the
// rich-text images with who uploaded them and what names them.
import { eq, sql, type SQL } from 'drizzle-orm';
import { EntityType } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { richTextImages, workItemAttachments } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { ticketPolicy, visibleTickets } from '../tickets/tickets.policy';
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

export interface RichTextImage {
  name: string;
  companyId: number;
  createdBy: number | null;
}

/** Rich text naming `/api/images/<name>`: `text` is the column, `name` the image's name (a value or a column). */
const namesImage = (text: SQL, name: SQL) => sql`strpos(${text}, '/api/images/' || ${name}) > 0`;

/** The images named by some ticket's detail, some message or some canned response, whoever may read them. */
export const imageReferenced = (name: SQL) => sql`(
  EXISTS (SELECT 1 FROM work_items wi WHERE ${namesImage(sql`wi.detail`, name)})
  OR EXISTS (SELECT 1 FROM work_item_discussions m WHERE ${namesImage(sql`m.message`, name)})
  OR EXISTS (SELECT 1 FROM canned_responses c WHERE ${namesImage(sql`c.detail`, name)}))`;

/**
 * The images `user` may read some rich text naming: a ticket's detail they may see, a message of such a ticket they
 * may read (internal notes only for staff) or a canned response they may pick
 * (modules/catalogues/canned-responses/canned-responses.policy.ts: internal users, shared or their own).
 */
function imageReadableBy(user: AuthUser, name: SQL): SQL {
  const internalNotes = ticketPolicy.canReadInternalNotes(user) ? sql`TRUE` : sql`NOT m.is_internal`;
  const cannedResponses =
    user.entityTypeId === EntityType.Internal
      ? sql`OR EXISTS (SELECT 1 FROM canned_responses c
                        WHERE (c.is_shared OR c.owner_id = ${user.id}) AND ${namesImage(sql`c.detail`, name)})`
      : sql``;
  return sql`(
    EXISTS (SELECT 1 FROM work_items wi WHERE ${namesImage(sql`wi.detail`, name)} AND ${visibleTickets(user)})
    OR EXISTS (SELECT 1 FROM work_item_discussions m JOIN work_items wi ON wi.id = m.work_item_id
                WHERE ${namesImage(sql`m.message`, name)} AND ${internalNotes} AND ${visibleTickets(user)})
    ${cannedResponses})`;
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

  async insertImage(db: Executor, image: RichTextImage): Promise<void> {
    await db.insert(richTextImages).values(image);
  },

  async findImage(db: Executor, name: string): Promise<RichTextImage | undefined> {
    const [image] = await db
      .select({ name: richTextImages.name, companyId: richTextImages.companyId, createdBy: richTextImages.createdBy })
      .from(richTextImages)
      .where(eq(richTextImages.name, name));
    return image;
  },

  /**
   * Those of `names` that `user` may see: images they uploaded, or named by a ticket, message or canned response they
   * may read.
   */
  async readableImages(db: Executor, user: AuthUser, names: string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const values = sql.join(
      names.map((name) => sql`(${name}::text)`),
      sql`, `,
    );
    const rows = await queryRows<{ name: string }>(
      db,
      sql`
      SELECT n.name FROM (VALUES ${values}) AS n(name)
       WHERE EXISTS (SELECT 1 FROM rich_text_images i WHERE i.name = n.name AND i.created_by = ${user.id})
          OR ${imageReadableBy(user, sql`n.name`)}`,
    );
    return new Set(rows.map((row) => row.name));
  },
};
