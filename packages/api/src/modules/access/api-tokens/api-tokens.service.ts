// API tokens for integrations (docs/product/api-tokens.md): a user creates their own (the token answered once, only
// its SHA-256 kept), lists them, and revokes them; administrators of users list and revoke everyone's. Creation and
// revocation go through recordApiTokenChange (api-tokens.audit.ts).
import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  apiTokenExpiryError,
  type ApiToken,
  type ApiTokenInputParsed,
  type CreatedApiToken,
} from '@tms/contracts';
import { nowOf, type AppContext } from '../../../context';
import { badRequest, found } from '../../../lib/errors';
import { hashApiToken, type AuthUser } from '../../../plugins/current-user';
import { recordApiTokenChange } from './api-tokens.audit';
import { apiTokensPolicy } from './api-tokens.policy';
import { presentApiToken, presentCreatedApiToken } from './api-tokens.presenter';
import { apiTokensRepository as repository } from './api-tokens.repository';

/** 32 random bytes after the prefix: `tms_` and 43 base64url characters. */
const TOKEN_BYTES = 32;

export const generateApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(TOKEN_BYTES).toString('base64url')}`;

/** 400 on `expiresAt` when it is not after `now` or more than a year after it. */
function checkExpiry(expiresAt: Date, now: Date): void {
  const error = apiTokenExpiryError(expiresAt, now);
  if (error) throw badRequest({ expiresAt: error });
}

export function createApiTokensService(ctx: AppContext) {
  const { db } = ctx;

  /** The token `id` if the user may see it (their own, or any for an administrator); 404 otherwise. */
  async function visible(user: AuthUser, id: number) {
    const row = found(await repository.get(db, id));
    apiTokensPolicy.checkVisible(user, row.ownerId);
    return row;
  }

  return {
    async list(user: AuthUser): Promise<ApiToken[]> {
      return (await repository.list(db, apiTokensPolicy.visibleTokens(user))).map(presentApiToken);
    },

    async create(user: AuthUser, input: ApiTokenInputParsed): Promise<CreatedApiToken> {
      const now = nowOf(ctx);
      const expiresAt = new Date(input.expiresAt);
      checkExpiry(expiresAt, now);
      const token = generateApiToken();
      const row = await db.transaction(async (tx) => {
        const values = { userId: user.id, name: input.name, readOnly: input.readOnly, createdDate: now, expiresAt };
        const id = await repository.insert(tx, { ...values, tokenHash: hashApiToken(token) });
        const created = found(await repository.get(tx, id));
        await recordApiTokenChange(tx, user, 'created', created);
        return created;
      });
      return presentCreatedApiToken(row, token);
    },

    /** Revoking a revoked token changes nothing and answers it as it is. */
    async revoke(user: AuthUser, id: number): Promise<ApiToken> {
      const row = await visible(user, id);
      if (row.revokedAt) return presentApiToken(row);
      const revoked = await db.transaction(async (tx) => {
        await repository.revoke(tx, id, user.id, nowOf(ctx));
        const changed = found(await repository.get(tx, id));
        await recordApiTokenChange(tx, user, 'revoked', changed);
        return changed;
      });
      return presentApiToken(revoked);
    },
  };
}
