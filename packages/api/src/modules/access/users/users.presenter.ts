// The user as the API shows it: no password material, dates as ISO text; in pickers, contact details only for
// internal callers (docs/product/access.md#users).
import type { PickedUser, User, UserAbilities, UserDetail, UserSaved, UserSearchItem } from '@tms/contracts';
import type { AuthUser } from '../../../plugins/current-user';
import { usersPolicy } from './users.policy';
import type { UserRow } from './users.repository';

export const presentUser = (row: UserRow): User => ({
  ...row,
  lastLogon: row.lastLogon ? row.lastLogon.toISOString() : null,
});

export const presentUserPage = (page: { rows: UserRow[]; total: number }) => ({
  rows: page.rows.map(presentUser),
  total: page.total,
});

/** The user of the edit form, with what the caller may do on it (the form reads them) and whether its second step is on. */
export const presentUserDetail = (row: UserRow, abilities: UserAbilities, twoFactorEnabled: boolean): UserDetail => ({
  ...presentUser(row),
  abilities,
  twoFactorEnabled,
});

/** A saved user; the temporary password shows once, on the answer of the save that generated it. */
export const presentUserSaved = (row: UserRow, temporaryPassword: string | null): UserSaved => ({
  user: presentUser(row),
  temporaryPassword,
});

export const presentPickedUser = (actor: AuthUser, row: UserSearchItem): PickedUser =>
  usersPolicy.seesContactDetails(actor)
    ? { id: row.id, userName: row.userName, displayName: row.displayName, email: row.email }
    : { id: row.id, displayName: row.displayName };
