// Queries of the API tokens (docs/product/api-tokens.md): a row always comes with its owner's names.
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { apiTokens, users } from '../../../db/schema';

/** A token as the service reads it: never its hash. */
export interface ApiTokenRow {
  id: number;
  name: string;
  readOnly: boolean;
  createdDate: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  ownerId: number;
  ownerUserName: string;
  ownerDisplayName: string;
}

export interface NewApiToken {
  userId: number;
  name: string;
  tokenHash: string;
  readOnly: boolean;
  createdDate: Date;
  expiresAt: Date;
}

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  readOnly: apiTokens.readOnly,
  createdDate: apiTokens.createdDate,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
  ownerId: apiTokens.userId,
  ownerUserName: users.userName,
  ownerDisplayName: users.displayName,
};

const withOwner = (db: Executor) => db.select(columns).from(apiTokens).innerJoin(users, eq(users.id, apiTokens.userId));

export const apiTokensRepository = {
  /** The tokens `scope` admits (the policy's), newest first. */
  list: (db: Executor, scope: SQL | undefined): Promise<ApiTokenRow[]> =>
    withOwner(db).where(scope).orderBy(desc(apiTokens.createdDate), desc(apiTokens.id)),

  async get(db: Executor, id: number): Promise<ApiTokenRow | undefined> {
    const [row] = await withOwner(db).where(eq(apiTokens.id, id));
    return row;
  },

  async insert(db: Executor, values: NewApiToken): Promise<number> {
    const [row] = await db.insert(apiTokens).values(values).returning({ id: apiTokens.id });
    return row.id;
  },

  /** Stamps the revocation, unless the token was revoked already (the first revocation stays). */
  async revoke(db: Executor, id: number, revokedBy: number, at: Date): Promise<void> {
    await db
      .update(apiTokens)
      .set({ revokedAt: at, revokedBy })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)));
  },
};
