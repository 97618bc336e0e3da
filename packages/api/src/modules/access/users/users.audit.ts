// The sessions an administrator's change of a user ended, recorded (docs/product/audit-log.md#what-is-recorded):
// `session_ended`, entity `sessions`, written in the transaction of the change (the change itself is recordChange's).
import type { Executor } from '../../../db/client';
import { actorFrom, recordAudit } from '../../../lib/audit-trail';
import type { AuthUser } from '../../../plugins/current-user';

/**
 * The user's sessions the administrator's change ended: written only when at least one was (`endedCount`), with the
 * count as the change `sessions` n → 0.
 */
export async function recordSessionsEnded(tx: Executor, actor: AuthUser, userId: number, endedCount: number): Promise<void> {
  if (endedCount === 0) return;
  await recordAudit(tx, {
    actor: actorFrom(actor),
    action: 'session_ended',
    entity: 'sessions',
    recordId: userId,
    changes: [{ field: 'sessions', old: endedCount, new: 0 }],
  });
}
