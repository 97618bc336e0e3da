// API tokens as the API shows them: dates as ISO text, the owner by name, and the token itself only on the answer of
// its creation.
import type { ApiToken, CreatedApiToken } from '@tms/contracts';
import type { ApiTokenRow } from './api-tokens.repository';

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export const presentApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  readOnly: row.readOnly,
  createdDate: row.createdDate.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: isoOrNull(row.lastUsedAt),
  revokedAt: isoOrNull(row.revokedAt),
  owner: { id: row.ownerId, userName: row.ownerUserName, displayName: row.ownerDisplayName },
});

export const presentCreatedApiToken = (row: ApiTokenRow, token: string): CreatedApiToken => ({
  ...presentApiToken(row),
  token,
});
