// The one place where the creation and the revocation of an API token are recorded: an audit log entry
// (docs/product/audit-log.md) written in the transaction of the change. Never the token nor its hash: its id, name,
// owner, scope and dates only.
import type { Executor } from '../../../db/client';
import { changedFields, recordAudit } from '../../../lib/audit-trail';
import type { AuthUser } from '../../../plugins/current-user';
import type { ApiTokenRow } from './api-tokens.repository';

export type ApiTokenChange = 'created' | 'revoked';

export async function recordApiTokenChange(
  tx: Executor,
  actor: AuthUser,
  change: ApiTokenChange,
  token: ApiTokenRow,
): Promise<void> {
  const { id, name, ownerId, readOnly, expiresAt, revokedAt } = token;
  await recordAudit(tx, {
    actor: { id: actor.id, name: actor.displayName, companyId: actor.companyId },
    action: change === 'created' ? 'token_created' : 'token_revoked',
    entity: 'api-tokens',
    recordId: id,
    changes:
      change === 'created'
        ? changedFields(null, { name, ownerId, readOnly, expiresAt })
        : changedFields({ revokedAt: null }, { revokedAt }),
  });
}
