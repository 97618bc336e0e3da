// The user as the API shows it: no password material, dates as ISO text; in pickers, contact details only for
// internal callers (PRODUCT.md §7).
import type { PickedUser, User, UserSearchItem } from '@tms/contracts';
import type { AuthUser } from '../../../plugins/current-user';
import { usersPolicy } from './users.policy';
import type { UserRow } from './users.repository';

export const presentUser = (row: UserRow): User => ({
  ...row,
  lastLogon: row.lastLogon ? row.lastLogon.toISOString() : null,
});

export const presentPickedUser = (actor: AuthUser, row: UserSearchItem): PickedUser =>
  usersPolicy.seesContactDetails(actor)
    ? { id: row.id, userName: row.userName, displayName: row.displayName, email: row.email }
    : { id: row.id, displayName: row.displayName };
