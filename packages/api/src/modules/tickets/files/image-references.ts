// Rich text may name only images its author may already see. Access to an image follows the texts naming it
// (files.policy.ts), so without this check anyone who learnt an image's name (a forwarded link, a shared screen) could
// name it in a ticket of their own and read it from there. Saving a ticket's detail, a message or a canned response
// passes the sanitised text through here, after sanitizeRichText.
import type { Executor } from '../../../db/client';
import type { AuthUser } from '../../../plugins/current-user';
import { filesRepository } from './files.repository';

/** An `<img>` of our own as sanitizeRichText writes it (lib/sanitize-rich-text.ts): the bare `/api/images/<name>`. */
const OWN_IMAGE_TAG = /<img\b[^>]*?\bsrc="\/api\/images\/([A-Za-z0-9_-]+\.(?:png|jpe?g|gif|webp))"[^>]*>/g;

const imageNamesIn = (html: string) => [...new Set([...html.matchAll(OWN_IMAGE_TAG)].map((match) => match[1]))];

/** `html` (sanitised) without the images `user` may not see: their own uploads and images of texts they may read stay. */
export async function withoutUnreadableImages(db: Executor, user: AuthUser, html: string): Promise<string> {
  const names = imageNamesIn(html);
  if (names.length === 0) return html;
  const readable = await filesRepository.readableImages(db, user, names);
  return html.replace(OWN_IMAGE_TAG, (tag, name: string) => (readable.has(name) ? tag : ''));
}
