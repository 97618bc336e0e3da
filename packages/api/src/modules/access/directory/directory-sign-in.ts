// Directory sign-in (docs/product/access.md#directory-sign-in): which typed names the directory answers for, the
// account it proves mirrored on a users row (created or refreshed in one transaction with its audit log entry, the
// user as its own actor), and the rule that a directory user's password is never changed or recovered here.
import { directoryMessages } from '@tms/contracts';
import type { AppContext, Logger } from '../../../context';
import type { Executor } from '../../../db/client';
import { COMPANY_ID } from '../../../db/seed/reference-data';
import { changedFields, recordChange, type RecordChange } from '../../../lib/audit-trail';
import { badRequest, conflict } from '../../../lib/errors';
import { unusablePasswordHash } from '../../../lib/passwords';
import type { SignInUser } from '../auth/auth.repository';
import { createDirectoryClient, type DirectoryAccount } from './directory-client';
import { directoryRepository, type MirroredFields } from './directory.repository';

/** The fields a sign-in compares and records, in the audit log's terms. */
const mirrorOf = (row: SignInUser) => ({
  userName: row.userName,
  email: row.email,
  displayName: row.displayName,
  roleId: row.roleId,
  directoryDn: row.directoryDn,
  needChangePassword: row.needChangePassword,
});

const fieldsOf = (account: DirectoryAccount): MirroredFields => ({
  userName: account.userName.slice(0, 255),
  email: account.email.slice(0, 255),
  displayName: account.displayName.slice(0, 255),
  roleId: account.roleId,
  directoryDn: account.dn,
});

/** The mirrored user's creation or refresh, with the user as its own actor. */
const recordMirror = (db: Executor, row: SignInUser, change: Pick<RecordChange, 'action' | 'before' | 'after'>) =>
  recordChange(db, { ...row, companyId: COMPANY_ID }, { ...change, entity: 'users', recordId: row.id });

/** The directory's password rule: 400 for a user whose password the directory holds. */
export async function refuseDirectoryPassword(db: Executor, userId: number): Promise<void> {
  if (await directoryRepository.isDirectoryUser(db, userId)) {
    throw badRequest({ password: directoryMessages.passwordManaged }, directoryMessages.passwordManaged);
  }
}

/** Null when LDAP_URL is not set: then every name signs in with its local password. */
export function createDirectorySignIn(ctx: AppContext, log: Logger) {
  const { db, config } = ctx;
  const directory = config.directory;
  if (!directory) return null;
  const client = createDirectoryClient(directory, log);

  async function create(tx: Executor, fields: MirroredFields): Promise<SignInUser> {
    const passwordHash = await unusablePasswordHash();
    const row = await directoryRepository.create(tx, { ...fields, passwordHash, companyLocationId: directory!.locationId });
    const after = { ...mirrorOf(row), companyLocationId: row.companyLocationId };
    await recordMirror(tx, row, { action: 'create', before: null, after });
    return row;
  }

  async function refresh(tx: Executor, before: SignInUser, fields: MirroredFields): Promise<SignInUser> {
    const after = { ...fields, needChangePassword: false };
    if (changedFields(mirrorOf(before), after).length === 0) return before;
    const row = await directoryRepository.refresh(tx, before.id, fields);
    await recordMirror(tx, row, { action: 'update', before: mirrorOf(before), after });
    return row;
  }

  /** The row mirroring the account, created or refreshed; a user name or e-mail another row holds is a 409. */
  const mirror = (account: DirectoryAccount): Promise<SignInUser> =>
    db.transaction(async (tx) => {
      const fields = fieldsOf(account);
      const existing = await directoryRepository.findMirror(tx, fields.directoryDn, fields.userName);
      if (await directoryRepository.taken(tx, fields, existing?.id ?? null)) {
        throw conflict(directoryMessages.clash);
      }
      return existing ? refresh(tx, existing, fields) : create(tx, fields);
    });

  return {
    /** Whether the directory answers for this sign-in: no local user has the typed name, or the one that has mirrors it. */
    answersFor: (user: SignInUser | undefined) => !user || user.directoryDn !== null,

    /** The user row of the directory account `login` and `password` prove, or null when the directory refuses them. */
    async signIn(login: string, password: string): Promise<SignInUser | null> {
      const account = await client.authenticate(login, password);
      return account ? mirror(account) : null;
    },
  };
}
