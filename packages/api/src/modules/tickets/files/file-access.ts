// Who may download a stored file: a signed-in caller (bearer header) or a short-lived signed link, and in both
// cases only someone who may see the ticket (or, for a temporary upload, its uploader).
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { queryRows } from '../../../db/client';
import { forbidden, notFound, unauthorized } from '../../../lib/errors';
import { bearerToken } from '../../../plugins/authentication';
import { loadAuthUser, type AuthUser } from '../../../plugins/current-user';
import { visibleTickets } from '../tickets/tickets.policy';

export const linkQuery = z.object({
  u: z.coerce.number().int().positive().optional(),
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(200).optional(),
});

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

async function caller(
  ctx: AppContext,
  request: FastifyRequest,
  file: StoredFile,
  query: z.infer<typeof linkQuery>,
): Promise<AuthUser> {
  const token = bearerToken(request);
  let userId: number | null = null;
  if (token) userId = await ctx.tokens.verify(token);
  else if (
    query.u &&
    query.exp &&
    query.sig &&
    ctx.tokens.verifyLink(`attachment:${file.id}:user:${query.u}`, query.exp, query.sig)
  )
    userId = query.u;
  const user = userId ? await loadAuthUser(ctx.db, userId) : null;
  if (!user || !user.isActive) throw unauthorized();
  return user;
}

/** Finds the file addressed by the URL and checks the caller may read it. */
export async function authorizeDownload(
  ctx: AppContext,
  request: FastifyRequest,
  address: { companyId: number; workItemId: number | null; filePath: string },
  query: z.infer<typeof linkQuery>,
): Promise<StoredFile> {
  const [file] = await queryRows<StoredFile>(
    ctx.db,
    sql`
    SELECT id, name, file_path AS "filePath", content_type AS "contentType", company_id AS "companyId",
           work_item_id AS "workItemId", is_temp AS "isTemp", created_by AS "createdBy"
      FROM work_item_attachments
     WHERE company_id = ${address.companyId} AND file_path = ${address.filePath} AND is_active
       AND ${address.workItemId === null ? sql`work_item_id IS NULL` : sql`work_item_id = ${address.workItemId}`}`,
  );
  if (!file) throw notFound();
  const user = await caller(ctx, request, file, query);
  if (file.workItemId === null) {
    if (file.createdBy !== user.id) throw forbidden();
    return file;
  }
  const [visible] = await queryRows<{ ok: boolean }>(
    ctx.db,
    sql`SELECT ${visibleTickets(user)} AS ok FROM work_items wi WHERE wi.id = ${file.workItemId}`,
  );
  if (!visible?.ok) throw forbidden();
  return file;
}
