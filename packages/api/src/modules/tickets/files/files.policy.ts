// Who may download a stored file or a rich-text image: a signed-in caller (bearer header) or a short-lived signed
// link (lib/file-links.ts) whose session is still live. An attachment needs someone who may see its ticket (or, for a
// temporary upload, its uploader). An image needs its uploader or someone who may read a ticket, message or canned
// response naming it; a signed image link is that proof already, since the API signs an image only inside rich text
// it hands that user (or to the uploader).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { forbidden, notFound, unauthorized } from '../../../lib/errors';
import { attachmentResource, imageResource, linkSession, type LinkQuery } from '../../../lib/file-links';
import { bearerToken, signedIn } from '../../../plugins/authentication';
import { loadSessionUser, type AuthUser } from '../../../plugins/current-user';
import { filesRepository, type FileAddress, type RichTextImage, type StoredFile } from './files.repository';

/** How the caller proved who they are. */
interface Caller {
  user: AuthUser;
  byLink: boolean;
}

/** A bearer token must name a live session; without one, a genuine link must name a live session of its user. */
async function caller(ctx: AppContext, request: FastifyRequest, resource: string, query: LinkQuery): Promise<Caller> {
  const token = bearerToken(request);
  if (token) return { user: (await signedIn(ctx, token)).user, byLink: false };
  const session = linkSession(ctx.tokens, resource, query);
  const user = session ? await loadSessionUser(ctx.db, session) : null;
  if (!user || !user.isActive) throw unauthorized();
  return { user, byLink: true };
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
  const { user } = await caller(ctx, request, attachmentResource(file.id), query);
  const allowed =
    file.workItemId === null ? file.createdBy === user.id : await filesRepository.ticketVisibleTo(ctx.db, user, file.workItemId);
  if (!allowed) throw forbidden();
  return file;
}

/**
 * Checks the caller may see the rich-text image `name`; answers its record (null for an image stored before images
 * were recorded, which only a link or a reference opens).
 */
export async function authorizeImage(
  ctx: AppContext,
  request: FastifyRequest,
  name: string,
  query: LinkQuery,
): Promise<RichTextImage | null> {
  const { user, byLink } = await caller(ctx, request, imageResource(name), query);
  if (!byLink && !(await filesRepository.readableImages(ctx.db, user, [name])).has(name)) throw forbidden();
  return (await filesRepository.findImage(ctx.db, name)) ?? null;
}
