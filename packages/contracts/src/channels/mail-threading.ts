// How a mail names its ticket (docs/product/channels.md#a-mail-becomes-a-ticket-or-a-message): the subject token
// `[#123]`, and the Message-ID of the mails the product sends about a ticket, which a reply names in In-Reply-To or
// References.
const SUBJECT_TOKEN = /\[#(\d{1,10})\]/;
const MESSAGE_ID_PREFIX = 'tms.ticket-';
const OWN_MESSAGE_ID = /<?tms\.ticket-(\d{1,10})\.[^@>\s]*@[^>\s]+>?/;
/** The header our own mails carry, so a mail that comes back (a loop) is recognised. */
export const LOOP_HEADER = 'X-TMS-Loop';

/**
 * What an outbox mail payload may add to the plain mail when it answers a received mail automatically (the answer to
 * an unknown sender): it is then sent with `Auto-Submitted: auto-replied` (RFC 3834) and threaded under that mail.
 */
export interface AutoReplyMark {
  autoReplied?: boolean;
  /** The Message-ID of the mail answered. */
  inReplyTo?: string;
}

export const subjectToken = (ticketId: number) => `[#${ticketId}]`;

export function ticketIdFromSubject(subject: string | undefined): number | null {
  const match = subject ? SUBJECT_TOKEN.exec(subject) : null;
  return match ? Number(match[1]) : null;
}

/** A Message-ID for a mail about a ticket: `<tms.ticket-{id}.{unique}@{domain}>`. */
export const ticketMessageId = (ticketId: number, unique: string, domain: string) =>
  `<${MESSAGE_ID_PREFIX}${ticketId}.${unique}@${domain}>`;

/** The thread root every mail about the ticket names in References. */
export const ticketThreadRoot = (ticketId: number, domain: string) => ticketMessageId(ticketId, 'thread', domain);

/** The ticket named by the first Message-ID of ours among `ids` (In-Reply-To, References). */
export function ticketIdFromMessageIds(ids: readonly string[]): number | null {
  for (const id of ids) {
    const match = OWN_MESSAGE_ID.exec(id);
    if (match) return Number(match[1]);
  }
  return null;
}
