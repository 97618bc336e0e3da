// The user an OpenID sign-in creates when OIDC_CREATE_ROLE_ID names a role (docs/product/access.md#single-sign-on):
// an internal user named by the verified e-mail, with the provider's name, that role, and a random password nobody
// knows (a password can be set later by an administrator or by recovery). Recorded in the audit log as created by
// that user, in the same transaction.
import { and, eq } from 'drizzle-orm';
import { EntityType, type SingleSignOnFailure } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { roles, users } from '../../../db/schema';
import { COMPANY_ID } from '../../../db/seed/reference-data';
import { recordChange } from '../../../lib/audit-trail';
import { unusablePasswordHash } from '../../../lib/passwords';
import { directoryRepository } from '../directory/directory.repository';

const NAME_MAX = 255;

interface NewIdentity {
  email: string;
  name: string | undefined;
  roleId: number;
}

async function activeRole(db: Executor, roleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.isActive, true)));
  return !!row;
}

/** The new user's id; 'unknown' when the role is gone or the e-mail is already someone's user name or e-mail. */
export async function createSingleSignOnUser(db: Executor, identity: NewIdentity): Promise<number | SingleSignOnFailure> {
  const email = identity.email.toLowerCase().slice(0, NAME_MAX);
  if (!(await activeRole(db, identity.roleId)) || (await directoryRepository.taken(db, { userName: email, email }, null)))
    return 'unknown';
  const values = {
    userName: email,
    email,
    displayName: (identity.name ?? email).slice(0, NAME_MAX),
    roleId: identity.roleId,
    entityTypeId: EntityType.Internal,
    isActive: true,
  };
  const passwordHash = await unusablePasswordHash();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...values, passwordHash })
      .returning({ id: users.id });
    const actor = { id: row.id, displayName: values.displayName, companyId: COMPANY_ID };
    await recordChange(tx, actor, { action: 'create', entity: 'users', recordId: row.id, before: null, after: values });
    return row.id;
  });
}
