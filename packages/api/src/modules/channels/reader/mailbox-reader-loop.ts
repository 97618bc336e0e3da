// The server's reader: every POLL_INTERVAL_MS it reads each active mailbox it can lock (one process per mailbox, even
// with several processes on one PostgreSQL). A mailbox that cannot be reached is logged with the Spanish reason and
// tried again at the next round; nothing stops the others.
import type { AppContext, Logger } from '../../../context';
import { describeImapError } from '../imap/imap-connection';
import { mailboxesRepository, type MailboxAccount } from '../mailboxes/mailboxes.repository';
import { lazySecretBox } from '../mailboxes/mailboxes.service';
import { openMailboxLocks, type MailboxLocks } from './mailbox-locks';
import { readMailboxOnce } from './mailbox-reader';

export const POLL_INTERVAL_MS = 60_000;

export interface MailboxReaderOptions {
  intervalMs?: number;
  /** The locks to use; by default advisory locks on DATABASE_URL, or the process's own on PGlite. */
  locks?: MailboxLocks;
}

export interface MailboxReader {
  /** One round over the active mailboxes; answers the ids of the mailboxes this process read. */
  runOnce(): Promise<number[]>;
  stop(): Promise<void>;
}

export async function startMailboxReader(
  ctx: AppContext,
  log: Logger,
  options: MailboxReaderOptions = {},
): Promise<MailboxReader> {
  const locks = options.locks ?? (await openMailboxLocks(ctx));
  const secretBox = lazySecretBox(ctx);
  let round: Promise<number[]> | null = null;

  async function readLocked(account: MailboxAccount): Promise<boolean> {
    if (!(await locks.tryLock(account.id))) return false;
    try {
      await readMailboxOnce(ctx, await secretBox(), account, log);
    } catch (error) {
      const reason = describeImapError(error, account, account.folder);
      log.warn({ mailboxId: account.id, reason }, 'mailbox could not be read');
    } finally {
      await locks.unlock(account.id);
    }
    return true;
  }

  async function readAll(): Promise<number[]> {
    const read: number[] = [];
    for (const account of await mailboxesRepository.activeAccounts(ctx.db)) {
      if (await readLocked(account)) read.push(account.id);
    }
    return read;
  }

  /** Rounds never overlap within a process: a round still running is awaited, not doubled. */
  const runOnce = () => (round ??= readAll().finally(() => (round = null)));
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => log.error({ err: error }, 'mailbox reader round failed'));
  }, options.intervalMs ?? POLL_INTERVAL_MS);
  timer.unref();

  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await round;
      await locks.close();
    },
  };
}
