// One process reads a mailbox at a time (docs/product/channels.md#reading-mail). On PostgreSQL a session advisory lock
// per mailbox, held on a connection of its own, so a process that dies releases its mailboxes with its connection.
// PGlite serves one process only (the data directory is locked), so a lock within the process suffices there.
import type { AppContext } from '../../../context';

/** The first key of the two-key advisory lock: 'mail' in ASCII, so no other lock of the product can collide. */
export const MAILBOX_LOCK_NAMESPACE = 0x6d61696c;

export interface MailboxLocks {
  tryLock(mailboxId: number): Promise<boolean>;
  unlock(mailboxId: number): Promise<void>;
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
    async close() {
      held.clear();
    },
  };
}

export async function openAdvisoryLocks(databaseUrl: string): Promise<MailboxLocks> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    async tryLock(mailboxId) {
      const result = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
        MAILBOX_LOCK_NAMESPACE,
        mailboxId,
      ]);
      return result.rows[0].locked;
    },
    async unlock(mailboxId) {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [MAILBOX_LOCK_NAMESPACE, mailboxId]);
    },
    close: () => client.end(),
  };
}

export function openMailboxLocks(ctx: AppContext): Promise<MailboxLocks> {
  const url = ctx.config.databaseUrl;
  return ctx.database.kind === 'postgres' && url ? openAdvisoryLocks(url) : Promise.resolve(processLocks());
}
