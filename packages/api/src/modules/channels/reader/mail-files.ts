// A mail's files as the ticket takes them (docs/product/channels.md#a-mail-becomes-a-ticket-or-a-message): inline
// images (cid:) become rich-text images and the HTML names them by their address; every other file is vetted like an
// upload (FileAttachmentSize, the sub-category's rules) and stored as a temporary upload of the sender for the save to
// attach. A file refused is named, with its reason, in the note the save writes on the ticket: nothing is dropped
// silently.
import type { Attachment as MailAttachment, ParsedMail } from 'mailparser';
import { channelMessages } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import type { AuthUser } from '../../../plugins/current-user';
import type { FileRefusal, ReceivedFile, ReceivedFiles } from '../../tickets';

export interface MailFiles {
  /** The HTML with its inline images' cid: addresses replaced by the stored images' addresses. */
  html: string;
  /** Temporary uploads of the sender, for the save's `attachments`. */
  uploadIds: number[];
  /** The Spanish note naming every refused file and why; null when every file was taken. */
  note: string | null;
}

export interface MailFilesTarget {
  subCategoryId: number;
  /** False when the sender may write on the ticket but not change its files: every attachment is then refused. */
  mayAttach: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cidPattern = (cid: string) => new RegExp(`cid:${escapeRegExp(cid)}(?=["'\\s>)])`, 'gi');

const receivedOf = (attachment: MailAttachment, index: number): ReceivedFile => ({
  name: attachment.filename || `adjunto-${index + 1}`,
  content: attachment.content,
  contentType: attachment.contentType || null,
});

const describeRefusal = (refusal: FileRefusal) =>
  refusal.problem === 'size'
    ? channelMessages.attachmentTooLarge(refusal.name, refusal.limitMb)
    : channelMessages.attachmentAgainstRules(refusal.name);

/** Stores the mail's files for a save of `html` by `user`, in its transaction `db`: they go away if it rolls back. */
export async function storeMailFiles(
  db: Executor,
  files: ReceivedFiles,
  user: AuthUser,
  mail: ParsedMail,
  html: string,
  target: MailFilesTarget,
): Promise<MailFiles> {
  let body = html;
  const others: ReceivedFile[] = [];
  for (const [index, attachment] of mail.attachments.entries()) {
    const file = receivedOf(attachment, index);
    const cid = attachment.cid;
    const inline = cid ? cidPattern(cid) : null;
    const url = inline && body.search(inline) >= 0 ? await files.saveImage(db, user.companyId, file, user.id) : null;
    if (url && inline) body = body.replace(inline, url);
    else others.push(file);
  }
  const refusedNotes: string[] = [];
  const uploadIds: number[] = [];
  if (target.mayAttach) {
    const vetted = await files.vet(db, user.companyId, target.subCategoryId, others);
    refusedNotes.push(...vetted.refused.map(describeRefusal));
    for (const file of vetted.accepted) uploadIds.push(await files.saveUpload(db, user, file));
  } else {
    refusedNotes.push(...others.map((file) => channelMessages.attachmentNotAllowed(file.name)));
  }
  return { html: body, uploadIds, note: refusedNotes.length ? channelMessages.refusedAttachments(refusedNotes) : null };
}
