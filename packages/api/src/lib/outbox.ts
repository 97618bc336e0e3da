// The durable outbox: messages to deliver outside the database are rows written in the caller's transaction, so a
// crash or an unreachable mail server loses nothing. Delivery workers read the rows (SMTP, push).
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function enqueueMail(db: Executor, mail: MailMessage): Promise<number> {
  const [row] = await db.insert(outbox).values({ kind: 'mail', payload: mail }).returning({ id: outbox.id });
  return row.id;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain Spanish mail: paragraphs of text and an optional link, as both HTML and plain text. */
export function composeMail(to: string, subject: string, paragraphs: string[], link?: { label: string; url: string }): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
  ].join('\n');
  return { to, subject, text, html };
}
