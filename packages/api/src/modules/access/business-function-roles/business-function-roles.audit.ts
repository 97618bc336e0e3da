// The one place where the permissions of a role are recorded (docs/product/audit-log.md#what-is-recorded): whenever a
// grant, a revocation or a massive save changes what a role holds, an `update` entry of entity `role-permissions`
// whose record is the role, with the change `permissions` as the business function ids before → after — written in
// the transaction of the change. A save that changes nothing for a role writes nothing for it.
import type { Executor } from '../../../db/client';
import { actorOf, changedFields, recordAudit } from '../../../lib/audit-trail';
import type { AuthUser } from '../../../plugins/current-user';

export const ROLE_PERMISSIONS_ENTITY = 'role-permissions';

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

export async function recordRolePermissions(
  tx: Executor,
  actor: AuthUser,
  roleId: number,
  change: { before: number[]; after: number[] },
): Promise<void> {
  const changes = changedFields({ permissions: sorted(change.before) }, { permissions: sorted(change.after) });
  if (changes.length === 0) return;
  await recordAudit(tx, {
    actor: await actorOf(tx, actor.id),
    action: 'update',
    entity: ROLE_PERMISSIONS_ENTITY,
    recordId: roleId,
    changes,
  });
}
