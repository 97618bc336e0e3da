// Reading one mailbox over IMAP: every unseen mail is fetched, processed once, and marked seen only after the
// transaction that acted on it and recorded it has committed, so a crash in between leaves it unseen and the next read
// finds it recorded. A mail above the size limit is recorded as failed without being downloaded.
import type { ImapFlow } from 'imapflow';
import { channelMessages } from '@tms/contracts';
import type { AppContext, Logger } from '../../../context';
import { closeQuietly, createImapClient } from '../imap/imap-connection';
import type { MailboxAccount } from '../mailboxes/mailboxes.repository';
import type { SecretBox } from '../../../lib/secret-box';
import { mailboxAccess, type MailboxAccessOptions } from '../oauth/mailbox-access';
import { createInboundMailProcessor, type InboundMailProcessor } from './inbound-mail-processor';

export const MAX_MAIL_BYTES = 20 * 1024 * 1024;
const BYTES_PER_MB = 1024 * 1024;
const SEEN_FLAG = '\\Seen';

/** A stable name for a mail without a Message-ID: its UID within this folder's UIDVALIDITY. */
const fallbackMessageId = (mailbox: MailboxAccount, uidValidity: bigint, uid: number) =>
  `<no-message-id.${uidValidity}.${uid}@mailbox-${mailbox.id}>`;

async function processOne(
  client: ImapFlow,
  processor: InboundMailProcessor,
  mailbox: MailboxAccount,
  uid: number,
): Promise<void> {
  const head = await client.fetchOne(String(uid), { uid: true, size: true, envelope: true }, { uid: true });
  if (!head) return;
  const uidValidity = client.mailbox ? client.mailbox.uidValidity : 0n;
  const messageId = head.envelope?.messageId || fallbackMessageId(mailbox, uidValidity, uid);
  if ((head.size ?? 0) > MAX_MAIL_BYTES) {
    await processor.refuse(mailbox, messageId, channelMessages.tooLarge(MAX_MAIL_BYTES / BYTES_PER_MB));
  } else {
    const full = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
    if (!full || !full.source) return;
    await processor.process(mailbox, { messageId, source: full.source });
  }
  await client.messageFlagsAdd(String(uid), [SEEN_FLAG], { uid: true });
}

/** Processes the unseen mails of the open folder, one at a time; a failing mail is logged and the next one read. */
export async function processUnseen(
  client: ImapFlow,
  processor: InboundMailProcessor,
  mailbox: MailboxAccount,
  log: Logger,
): Promise<number> {
  const uids = (await client.search({ seen: false }, { uid: true })) || [];
  for (const uid of uids) {
    try {
      await processOne(client, processor, mailbox, uid);
    } catch (error) {
      // Its transaction rolled back: the mail stays unseen and unrecorded, to be tried again; the others go on.
      log.error({ err: error, mailboxId: mailbox.id, uid }, 'mail of mailbox could not be processed');
    }
  }
  return uids.length;
}

/** A connection to a mailbox's folder that processes its unseen mails on demand, one check at a time. */
export interface MailboxSession {
  /** True when the server offers IDLE: the session then checks by itself whenever the server announces new mail. */
  readonly idles: boolean;
  /** False once the connection ended (closed by us, or lost). */
  readonly open: boolean;
  /** Resolves when the connection ends. */
  readonly ended: Promise<void>;
  /** Processes the unseen mails; a check asked for while one runs makes that one look again. Answers how many were unseen. */
  check(): Promise<number>;
  close(): Promise<void>;
}

/** How soon an unbusy session enters IDLE, so a mail that arrives right after a check is announced within seconds. */
const IDLE_AFTER_MS = 1_000;

/**
 * Signs in (with the password, or an OAuth access token renewed when due) and opens the mailbox's folder. While the
 * session idles, it holds no database connection: a check opens a transaction per mail only.
 */
export async function openMailboxSession(
  ctx: AppContext,
  box: SecretBox,
  mailbox: MailboxAccount,
  log: Logger,
  options: MailboxAccessOptions = {},
): Promise<MailboxSession> {
  const credentials = await mailboxAccess(ctx, box, options).credentials(mailbox);
  const client = createImapClient({ ...mailbox, ...credentials }, { idleAfterMs: IDLE_AFTER_MS });
  client.on('error', (error: Error) => log.warn({ err: error, mailboxId: mailbox.id }, 'IMAP connection failed'));
  const ended = new Promise<void>((resolve) => client.once('close', () => resolve()));
  const processor = createInboundMailProcessor(ctx);
  try {
    await client.connect();
    await client.mailboxOpen(mailbox.folder);
  } catch (error) {
    await closeQuietly(client);
    throw error;
  }

  let running: Promise<number> | null = null;
  let again = false;
  async function processLocked(): Promise<number> {
    const lock = await client.getMailboxLock(mailbox.folder);
    try {
      return await processUnseen(client, processor, mailbox, log);
    } finally {
      lock.release();
    }
  }
  async function checkUntilQuiet(): Promise<number> {
    let unseen = 0;
    do {
      again = false;
      unseen += await processLocked();
    } while (again && client.usable);
    return unseen;
  }
  function check(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = checkUntilQuiet().finally(() => (running = null));
    return running;
  }

  const idles = client.capabilities.has('IDLE');
  if (idles) {
    client.on('exists', () => {
      check().catch((error: unknown) => log.error({ err: error, mailboxId: mailbox.id }, 'announced mail could not be read'));
    });
  }
  return {
    idles,
    ended,
    get open() {
      return client.usable;
    },
    check,
    async close() {
      // A check still running ends first (its failure is its caller's to report), so no mail is cut off mid-way.
      await Promise.allSettled([running]);
      await closeQuietly(client);
    },
  };
}

/** Connects, processes every unseen mail of the mailbox's folder, and leaves. Answers how many mails were unseen. */
export async function readMailboxOnce(
  ctx: AppContext,
  box: SecretBox,
  mailbox: MailboxAccount,
  log: Logger,
  options: MailboxAccessOptions = {},
): Promise<number> {
  const session = await openMailboxSession(ctx, box, mailbox, log, options);
  try {
    return await session.check();
  } finally {
    await session.close();
  }
}
