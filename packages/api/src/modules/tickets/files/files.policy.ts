// Who may download a stored file: a signed-in caller (bearer header) or a short-lived signed link, and in both
// cases only someone who may see the ticket (or, for a temporary upload, its uploader).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { forbidden, notFound, unauthorized } from '../../../lib/errors';
import { bearerToken, signedIn } from '../../../plugins/authentication';
import { loadAuthUser, type AuthUser } from '../../../plugins/current-user';
import { filesRepository, type FileAddress, type StoredFile } from './files.repository';

export const linkQuery = z.object({
  u: z.coerce.number().int().positive().optional(),
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(200).optional(),
});
export type LinkQuery = z.infer<typeof linkQuery>;

/** The signed link's user when the link is genuine and unexpired for this file; null otherwise. */
function linkUser(ctx: AppContext, file: StoredFile, query: LinkQuery): number | null {
  if (!query.u || !query.exp || !query.sig) return null;
  return ctx.tokens.verifyLink(`attachment:${file.id}:user:${query.u}`, query.exp, query.sig) ? query.u : null;
}

/** A bearer token must name a live session; without one, a genuine signed link names its user. */
async function caller(ctx: AppContext, request: FastifyRequest, file: StoredFile, query: LinkQuery): Promise<AuthUser> {
  const token = bearerToken(request);
  if (token) return (await signedIn(ctx, token)).user;
  const userId = linkUser(ctx, file, query);
  const user = userId ? await loadAuthUser(ctx.db, userId) : null;
  if (!user || !user.isActive) throw unauthorized();
  return user;
}

/** Finds the file addressed by the URL and checks the caller may read it. */
export async function authorizeDownload(
  ctx: AppContext,
  request: FastifyRequest,
  address: FileAddress,
  query: LinkQuery,
): Promise<StoredFile> {
  const file = await filesRepository.findActive(ctx.db, address);
  if (!file) throw notFound();
  const user = await caller(ctx, request, file, query);
  const allowed =
    file.workItemId === null ? file.createdBy === user.id : await filesRepository.ticketVisibleTo(ctx.db, user, file.workItemId);
  if (!allowed) throw forbidden();
  return file;
}
