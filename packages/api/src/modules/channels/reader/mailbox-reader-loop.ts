// The server's reader (docs/product/channels.md#reading-mail): every POLL_INTERVAL_MS it goes over the active mailboxes
// and reads each one it can lock (one process per mailbox, even with several processes on one PostgreSQL). A mailbox
// whose server offers IDLE keeps its connection and its lock: the server announces new mail and it is read within
// seconds; each round then only checks it again, in case an announcement was lost. Without IDLE the mailbox is read
// once per round and the connection closed. A mailbox that cannot be reached is logged with the Spanish reason and
// tried again at the next round; a mailbox edited or deactivated gets a new connection, or none, at the next round;
// nothing stops the others. An OAuth mailbox renews its access token when due; one whose provider refused the renewal
// is marked 'Requiere reconexión' (its administrators told once) and left out until it is connected again
// (docs/product/channels.md#oauth-sign-in). A round that cannot reach the database fails and the next one runs as usual; when the
// lock connection is lost (a database restart), the mailboxes held open are closed, their locks being gone, and the
// next round locks and opens them again.
import { usesOAuth } from '@tms/contracts';
import type { AppContext, Logger } from '../../../context';
import { describeImapError } from '../imap/imap-connection';
import { MailboxAccessError } from '../oauth/mailbox-access';
import { mailboxesRepository, type MailboxAccount } from '../mailboxes/mailboxes.repository';
import { lazySecretBox } from '../mailboxes/mailboxes.service';
import { openMailboxLocks, type MailboxLocks } from './mailbox-locks';
import { openMailboxSession, type MailboxSession } from './mailbox-reader';

export const POLL_INTERVAL_MS = 60_000;

export interface MailboxReaderOptions {
  intervalMs?: number;
  /** The locks to use; by default advisory locks on DATABASE_URL, or the process's own on PGlite. */
  locks?: MailboxLocks;
  /** The clock OAuth access tokens' expiry is compared with (tests move it). */
  now?: () => Date;
}

/** Why a mailbox could not be read, in Spanish: its sign-in refused before connecting, or the kind of IMAP failure. */
const failureReason = (error: unknown, account: MailboxAccount) =>
  error instanceof MailboxAccessError
    ? error.message
    : describeImapError(error, { host: account.host, oauth: usesOAuth(account.authKind) }, account.folder);

export interface MailboxReader {
  /** One round over the active mailboxes; answers the ids of the mailboxes this process read. */
  runOnce(): Promise<number[]>;
  /** The ids of the mailboxes this process holds open, waiting for the server to announce new mail (IDLE). */
  watching(): number[];
  stop(): Promise<void>;
}

interface Watch {
  session: MailboxSession;
  /** The version of the mailbox the session connected with. */
  version: number;
}

export async function startMailboxReader(
  ctx: AppContext,
  log: Logger,
  options: MailboxReaderOptions = {},
): Promise<MailboxReader> {
  const locks = options.locks ?? (await openMailboxLocks(ctx));
  const secretBox = lazySecretBox(ctx);
  const watches = new Map<number, Watch>();
  let round: Promise<number[]> | null = null;

  /** Closes the mailbox's session and frees its lock (once, whoever comes first: a round, stop, or the lost connection). */
  async function unwatch(mailboxId: number, watch: Watch): Promise<void> {
    if (watches.get(mailboxId) !== watch) return;
    watches.delete(mailboxId);
    await watch.session.close();
    await locks.unlock(mailboxId);
  }

  /** Closes every session held open: their locks went with the lock connection. */
  function unwatchAll(): void {
    for (const [id, watch] of Array.from(watches)) {
      unwatch(id, watch).catch((error: unknown) =>
        log.error({ err: error, mailboxId: id }, 'mailbox session could not be closed'),
      );
    }
  }
  locks.onLost(unwatchAll);

  /** Reads a mailbox this process locked; answers whether its session is kept open (IDLE). */
  async function readNewSession(account: MailboxAccount): Promise<boolean> {
    const session = await openMailboxSession(ctx, await secretBox(), account, log, { now: options.now });
    try {
      await session.check();
    } catch (error) {
      await session.close();
      throw error;
    }
    if (!session.idles || !session.open) {
      await session.close();
      return false;
    }
    const watch = { session, version: account.modifiedDate.getTime() };
    watches.set(account.id, watch);
    void session.ended.then(() =>
      unwatch(account.id, watch).catch((error: unknown) => log.error({ err: error }, 'mailbox lock could not be freed')),
    );
    return true;
  }

  async function readLocked(account: MailboxAccount): Promise<boolean> {
    if (!(await locks.tryLock(account.id))) return false;
    let kept = false;
    try {
      kept = await readNewSession(account);
    } catch (error) {
      // A sign-in refused before connecting (an OAuth renewal) also logs what the provider answered (never a secret).
      const cause = error instanceof MailboxAccessError ? { err: error.cause } : {};
      log.warn({ mailboxId: account.id, reason: failureReason(error, account), ...cause }, 'mailbox could not be read');
    } finally {
      if (!kept) await locks.unlock(account.id);
    }
    return true;
  }

  async function readMailbox(account: MailboxAccount): Promise<boolean> {
    const watch = watches.get(account.id);
    if (watch && watch.session.open && watch.version === account.modifiedDate.getTime()) {
      await watch.session.check();
      return true;
    }
    if (watch) await unwatch(account.id, watch);
    return readLocked(account);
  }

  async function readAll(): Promise<number[]> {
    const accounts = await mailboxesRepository.activeAccounts(ctx.db);
    const active = new Set(accounts.map((account) => account.id));
    for (const [id, watch] of Array.from(watches)) if (!active.has(id)) await unwatch(id, watch);
    const readIds: number[] = [];
    for (const account of accounts) {
      try {
        if (await readMailbox(account)) readIds.push(account.id);
      } catch (error) {
        // A check of a held session failed (its connection broke mid-way): the next round connects again.
        log.warn({ err: error, mailboxId: account.id }, 'mailbox check failed');
      }
    }
    return readIds;
  }

  /** Rounds never overlap within a process: a round still running is awaited, not doubled. */
  const runOnce = () => (round ??= readAll().finally(() => (round = null)));
  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => log.error({ err: error }, 'mailbox reader round failed'));
  }, options.intervalMs ?? POLL_INTERVAL_MS);
  timer.unref();

  return {
    runOnce,
    watching: () => [...watches.keys()],
    async stop() {
      clearInterval(timer);
      await round;
      for (const [id, watch] of Array.from(watches)) await unwatch(id, watch);
      await locks.close();
    },
  };
}
