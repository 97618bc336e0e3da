// One process reads a mailbox at a time (docs/product/channels.md#reading-mail). On PostgreSQL a session advisory lock
// per mailbox, held on a connection of its own, so a process that dies releases its mailboxes with its connection.
// PGlite serves one process only (the data directory is locked), so a lock within the process suffices there.
// When that connection is lost (a database restart or fail-over) its locks go with it: the holder is told (`onLost`)
// and stops reading those mailboxes, and the next tryLock opens a new connection.
import type { AppContext } from '../../../context';
import { dedicatedConnection } from '../../../db/dedicated-connection';

/** The first key of the two-key advisory lock: 'mail' in ASCII, so no other lock of the product can collide. */
export const MAILBOX_LOCK_NAMESPACE = 0x6d61696c;

export interface MailboxLocks {
  tryLock(mailboxId: number): Promise<boolean>;
  unlock(mailboxId: number): Promise<void>;
  /** Calls `listener` whenever every lock held was lost at once (the lock connection broke). */
  onLost(listener: () => void): void;
  close(): Promise<void>;
}

function processLocks(): MailboxLocks {
  const held = new Set<number>();
  return {
    async tryLock(mailboxId) {
      if (held.has(mailboxId)) return false;
      held.add(mailboxId);
      return true;
    },
    async unlock(mailboxId) {
      held.delete(mailboxId);
    },
    // The process's own locks are never lost.
    onLost() {},
    async close() {
      held.clear();
    },
  };
}

export async function openAdvisoryLocks(databaseUrl: string): Promise<MailboxLocks> {
  const held = new Set<number>();
  const lostListeners: (() => void)[] = [];
  const connection = dedicatedConnection(databaseUrl, {
    name: 'mailbox lock',
    onLost() {
      held.clear();
      for (const listener of lostListeners) listener();
    },
  });
  await connection.client();
  return {
    async tryLock(mailboxId) {
      const client = await connection.client();
      const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
        MAILBOX_LOCK_NAMESPACE,
        mailboxId,
      ]);
      const { locked } = result.rows[0];
      if (locked) held.add(mailboxId);
      return locked;
    },
    async unlock(mailboxId) {
      // A lock lost with its connection needs no unlocking.
      if (!held.delete(mailboxId)) return;
      const client = await connection.client();
      await client.query('SELECT pg_advisory_unlock($1, $2)', [MAILBOX_LOCK_NAMESPACE, mailboxId]);
    },
    onLost(listener) {
      lostListeners.push(listener);
    },
    close: () => connection.close(),
  };
}

export function openMailboxLocks(ctx: AppContext): Promise<MailboxLocks> {
  const url = ctx.config.databaseUrl;
  return ctx.database.kind === 'postgres' && url ? openAdvisoryLocks(url) : Promise.resolve(processLocks());
}
