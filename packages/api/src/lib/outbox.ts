// The durable outbox: messages to deliver outside the database are rows written in the caller's transaction, so a
// crash or an unreachable mail server loses nothing. The delivery worker (modules/notifications/delivery) sends them.
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';

/** What an outbox row delivers: a mail (enqueueMail) or a browser push (written by the notifications trigger). */
export const OutboxKind = { Mail: 'mail', Push: 'push' } as const;

/** A file sent with a mail: its name, its media type and its bytes in base64 (the outbox row is JSON). */
export interface MailAttachment {
  name: string;
  contentType: string;
  content: string;
}

/**
 * A plain Spanish mail: paragraphs, an optional link to a path of the app (made absolute when sent) and optional
 * attached files (the weekly indicators' workbook).
 */
export interface MailMessage {
  to: string;
  subject: string;
  paragraphs: string[];
  link?: { label: string; path: string };
  attachments?: MailAttachment[];
}

export async function enqueueMail(db: Executor, mail: MailMessage): Promise<number> {
  const [row] = await db.insert(outbox).values({ kind: OutboxKind.Mail, payload: mail }).returning({ id: outbox.id });
  return row.id;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The mail as sent: HTML and plain text, with the link made absolute. */
export function renderMail(mail: MailMessage, publicUrl: string): { to: string; subject: string; text: string; html: string } {
  const url = mail.link ? `${publicUrl}${mail.link.path}` : null;
  const text = [...mail.paragraphs, ...(url ? [`${mail.link!.label}: ${url}`] : [])].join('\n\n');
  const html = [
    ...mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(url ? [`<p><a href="${escapeHtml(url)}">${escapeHtml(mail.link!.label)}</a></p>`] : []),
  ].join('\n');
  return { to: mail.to, subject: mail.subject, text, html };
}
