// Short-lived signed links for what a browser fetches without the bearer header: an attachment's download link and a
// rich-text image's <img src>. A link names its user and the session it was issued to, so it stops working when the
// session ends (sign-out, password change, an administrator's action) as well as when it expires; the download route
// checks the session is still live (modules/tickets/files/files.policy.ts).
import { z } from 'zod';
import type { TokenService } from './tokens';

/** Download links of attachments. */
export const ATTACHMENT_LINK_SECONDS = 15 * 60;
/** Image links live longer: a ticket or an editor stays open a while, and an expired <img src> shows a broken image. */
export const IMAGE_LINK_SECONDS = 60 * 60;

/** Whom a link is issued to: the reading user and the session their request came with. */
export interface LinkHolder {
  id: number;
  sessionId: string | null;
}

/** The query string a signed link carries; every part is optional so a link-less request reaches the check. */
export const linkQuery = z.object({
  u: z.coerce.number().int().positive().optional(),
  s: z.uuid().optional(),
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(200).optional(),
});
export type LinkQuery = z.infer<typeof linkQuery>;

const subjectOf = (resource: string, userId: number, sessionId: string) => `${resource}:user:${userId}:session:${sessionId}`;

/** `u=…&s=…&exp=…&sig=…` letting the holder's session fetch `resource` (e.g. `attachment:12`) for `ttlSeconds`. */
export function signedLinkQuery(tokens: TokenService, resource: string, holder: LinkHolder, ttlSeconds: number): string {
  const sessionId = holder.sessionId ?? '';
  const { exp, sig } = tokens.signLink(subjectOf(resource, holder.id, sessionId), ttlSeconds);
  return `u=${holder.id}&s=${sessionId}&exp=${exp}&sig=${sig}`;
}

/** The user and session a genuine, unexpired link for `resource` names; null otherwise. The session may have ended. */
export function linkSession(
  tokens: TokenService,
  resource: string,
  query: LinkQuery,
): { userId: number; sessionId: string } | null {
  const { u: userId, s: sessionId, exp, sig } = query;
  if (!userId || !sessionId || !exp || !sig) return null;
  return tokens.verifyLink(subjectOf(resource, userId, sessionId), exp, sig) ? { userId, sessionId } : null;
}

/** Resource names of the two kinds of links. */
export const attachmentResource = (attachmentId: number) => `attachment:${attachmentId}`;
export const imageResource = (imageName: string) => `image:${imageName}`;

/** Where an attachment is: a temporary upload (no ticket yet) or a ticket's file. */
export interface AttachmentLocation {
  id: number;
  companyId: number;
  workItemId: number | null;
  isTemp: boolean;
  filePath: string;
}

/** An attachment's download address signed for the holder. */
export function signedAttachmentUrl(tokens: TokenService, file: AttachmentLocation, holder: LinkHolder): string {
  const path =
    file.isTemp || file.workItemId === null
      ? `/api/files/C${file.companyId}/${file.filePath}`
      : `/api/attachments/C${file.companyId}/T${file.workItemId}/${file.filePath}`;
  return `${path}?${signedLinkQuery(tokens, attachmentResource(file.id), holder, ATTACHMENT_LINK_SECONDS)}`;
}

/** `/api/images/<name>` as stored in rich text, with or without a signed query string after it. */
const IMAGE_SRC = /\bsrc="\/api\/images\/([A-Za-z0-9_-]+\.(?:png|jpe?g|gif|webp))(?:\?[^"]*)?"/g;

/** A rich-text image's address signed for the holder. */
export function signedImageUrl(tokens: TokenService, imageName: string, holder: LinkHolder): string {
  return `/api/images/${imageName}?${signedLinkQuery(tokens, imageResource(imageName), holder, IMAGE_LINK_SECONDS)}`;
}

/**
 * Rich text as one reader receives it: every `<img src="/api/images/<name>">` signed for the holder, so the browser
 * can load it. Sanitising strips the signature again when the text comes back (lib/sanitize-rich-text.ts).
 */
export function withSignedImages(tokens: TokenService, html: string, holder: LinkHolder): string {
  return html.replace(
    IMAGE_SRC,
    (_src, name: string) => `src="${signedImageUrl(tokens, name, holder).replaceAll('&', '&amp;')}"`,
  );
}
