// Which mails the channel must not answer or turn into tickets
// (docs/product/channels.md#a-mail-becomes-a-ticket-or-a-message): auto-replies, bounces, bulk mail and the product's
// own mails (loop detection), told apart by their headers the way RFC 3834 and the big help desks do.
import type { ParsedMail } from 'mailparser';
import { LOOP_HEADER } from '@tms/contracts';

const BULK_PRECEDENCE = new Set(['bulk', 'junk', 'list', 'auto_reply', 'auto-reply']);
const BOUNCE_SENDERS = /^(mailer-daemon|postmaster)@/i;
const AUTO_REPLY_HEADERS = ['x-autoreply', 'x-autorespond', 'x-auto-response-suppress'];
const REPORT_TYPE = 'multipart/report';

export type MailKind = 'own' | 'automatic' | 'person';

const headerText = (mail: ParsedMail, name: string): string => {
  const value = mail.headers.get(name);
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim().toLowerCase();
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') return value.value.toLowerCase();
  if (Array.isArray(value))
    return value
      .filter((part) => typeof part === 'string')
      .join(', ')
      .toLowerCase();
  return value instanceof Date ? value.toISOString().toLowerCase() : '';
};

function isAutomatic(mail: ParsedMail, from: string): boolean {
  const autoSubmitted = headerText(mail, 'auto-submitted');
  if (autoSubmitted !== '' && autoSubmitted !== 'no') return true;
  if (BULK_PRECEDENCE.has(headerText(mail, 'precedence'))) return true;
  if (AUTO_REPLY_HEADERS.some((name) => mail.headers.has(name))) return true;
  if (BOUNCE_SENDERS.test(from)) return true;
  if (headerText(mail, 'return-path') === '<>') return true;
  return headerText(mail, 'content-type') === REPORT_TYPE;
}

/** `ownAddresses`: the mailboxes' addresses (lower case); a mail from one of them, or carrying our loop header, is ours. */
export function classifyMail(mail: ParsedMail, from: string, ownAddresses: readonly string[]): MailKind {
  if (mail.headers.has(LOOP_HEADER.toLowerCase()) || ownAddresses.includes(from)) return 'own';
  return isAutomatic(mail, from) ? 'automatic' : 'person';
}
