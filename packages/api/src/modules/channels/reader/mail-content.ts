// What a mail says, as the ticket needs it: the sender, a one-line subject, the detail as HTML (the tickets context
// sanitises it like any detail), and a reply's own words without the quoted history below them.
import type { ParsedMail } from 'mailparser';
import { SUBJECT_MAX, channelMessages } from '@tms/contracts';

const REPLY_PREFIX = /^\s*((re|rv|fw|fwd|aw)\s*:\s*)+/i;
const TICKET_TOKEN = /\s*\[#\d+\]\s*/g;
/** Lines that start the quoted history in the clients people use (Gmail, Outlook, Apple Mail, in Spanish and English). */
const QUOTE_STARTS = [
  /^On .+ wrote:\s*$/,
  /^El .+ escribió:\s*$/,
  /^-{2,}\s*(Original Message|Mensaje original)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^(From|De):\s.+$/,
];

const DELETE_CODE = 0x7f;
const FIRST_PRINTABLE = 0x20;
const isControl = (char: string) => char.charCodeAt(0) < FIRST_PRINTABLE || char.charCodeAt(0) === DELETE_CODE;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text as paragraphs of HTML. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function senderOf(mail: ParsedMail): string | null {
  const from = Array.isArray(mail.from) ? mail.from[0] : mail.from;
  const address = from?.value[0]?.address?.trim().toLowerCase();
  return address ? address : null;
}

/** One line, without Re:/Fwd: prefixes or our ticket token, within the ticket's subject limit. */
export function ticketSubjectOf(mail: ParsedMail): string {
  const oneLine = Array.from(mail.subject ?? '')
    .map((c) => (isControl(c) ? ' ' : c))
    .join('');
  const subject = oneLine.replace(REPLY_PREFIX, '').replace(TICKET_TOKEN, ' ');
  const clean = subject.replace(/\s+/g, ' ').trim();
  return (clean || channelMessages.noSubject).slice(0, SUBJECT_MAX);
}

/** The mail's HTML, or its text as paragraphs. */
export function detailOf(mail: ParsedMail): string {
  if (typeof mail.html === 'string' && mail.html.trim() !== '') return mail.html;
  return textToHtml(mail.text ?? '');
}

/** A reply's own words: the text above the first line that starts the quoted history, quoted lines dropped. */
export function replyTextOf(mail: ParsedMail): string {
  const lines = (mail.text ?? '').replace(/\r\n/g, '\n').split('\n');
  const end = lines.findIndex((line) => QUOTE_STARTS.some((start) => start.test(line.trim())));
  const own = (end === -1 ? lines : lines.slice(0, end)).filter((line) => !line.startsWith('>'));
  return own.join('\n').trim();
}

/** The Message-IDs a reply names (In-Reply-To first, then References). */
export function referencedIdsOf(mail: ParsedMail): string[] {
  const references = mail.references === undefined ? [] : [mail.references].flat();
  return [...(mail.inReplyTo ? [mail.inReplyTo] : []), ...references];
}
