// The user as the API shows it: no password material, dates as ISO text.
import type { User } from '@tms/contracts';
import type { UserRow } from './users.repository';

export const presentUser = (row: UserRow): User => ({
  ...row,
  lastLogon: row.lastLogon ? row.lastLogon.toISOString() : null,
});
