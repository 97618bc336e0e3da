// The log's retention (docs/product/audit-log.md#append-only): at start the server writes AUDIT_RETENTION_DAYS where
// the database's append-only trigger reads it, then removes, daily, the rows older than that — the only rows the
// database lets go.
import type { Database } from '../../../db/client';
import { runEvery, type JobLog } from '../../../lib/periodic';
import { auditLogRepository as repository } from './audit-log.repository';

const CHECK_INTERVAL_MS = 24 * 60 * 60_000;

/** Keeps `days` as the retention and removes what is older now; answers how many rows went. */
export async function applyAuditRetention(db: Database, days: number): Promise<number> {
  await repository.keepFor(db, days);
  return repository.removeExpired(db);
}

export async function startAuditRetention(db: Database, days: number, log: JobLog): Promise<() => void> {
  await applyAuditRetention(db, days);
  return runEvery(CHECK_INTERVAL_MS, () => repository.removeExpired(db), log, 'audit log retention failed');
}
