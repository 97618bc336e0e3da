// Each user's second step and its recovery codes (docs/product/access.md#two-step-sign-in). Every write that uses
// something up (a code's step, a recovery code, the pending key) is one conditional statement, so two simultaneous
// requests never both succeed.
import { and, count, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { companies, roles, twoFactorRecoveryCodes, userTwoFactor } from '../../../db/schema';
import { COMPANY_ID } from '../../../db/seed/reference-data';
import { rowExists } from '../../../lib/row-exists';
import type { StoredRecoveryCode } from './recovery-codes';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;

const byUser = (userId: number) => eq(userTwoFactor.userId, userId);

/** Writes `values` on the user's row where `condition` holds; false when it does not (another request came first). */
async function updateWhere(
  db: Executor,
  userId: number,
  values: Partial<TwoFactorRow>,
  condition: SQL | undefined,
): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set(values)
    .where(and(byUser(userId), condition))
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

export const twoFactorRepository = {
  async get(db: Executor, userId: number): Promise<TwoFactorRow | undefined> {
    const [row] = await db.select().from(userTwoFactor).where(byUser(userId));
    return row;
  },

  isEnabled: (db: Executor, userId: number): Promise<boolean> =>
    rowExists(db, userTwoFactor, and(byUser(userId), isNotNull(userTwoFactor.enabledAt))),

  async roleRequires(db: Executor, roleId: number): Promise<boolean> {
    const [row] = await db.select({ requires: roles.requiresTwoFactor }).from(roles).where(eq(roles.id, roleId));
    return row?.requires ?? false;
  },

  /** The company's name: the issuer authenticator apps show beside the account. */
  async issuer(db: Executor): Promise<string> {
    const [row] = await db.select({ name: companies.code }).from(companies).where(eq(companies.id, COMPANY_ID));
    return row?.name ?? '';
  },

  /** Keeps a new pending key, replacing an earlier pending one; false when the second step is on meanwhile. */
  async savePending(db: Executor, userId: number, secretCipher: string): Promise<boolean> {
    const rows = await db
      .insert(userTwoFactor)
      .values({ userId, secretCipher })
      .onConflictDoUpdate({
        target: userTwoFactor.userId,
        set: { secretCipher, lastUsedStep: null, createdDate: sql`now()` },
        setWhere: isNull(userTwoFactor.enabledAt),
      })
      .returning({ userId: userTwoFactor.userId });
    return rows.length > 0;
  },

  /** Records `step` as the last one used, unless it or a later one was used already (a replay): then false. */
  useStep: (db: Executor, userId: number, step: number): Promise<boolean> =>
    updateWhere(db, userId, { lastUsedStep: step }, or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step))),

  /** Turns the pending key on; false when it was on already. */
  enable: (db: Executor, userId: number, at: Date): Promise<boolean> =>
    updateWhere(db, userId, { enabledAt: at }, isNull(userTwoFactor.enabledAt)),

  async replaceRecoveryCodes(db: Executor, userId: number, hashes: string[]): Promise<void> {
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  },

  unusedRecoveryCodes: (db: Executor, userId: number): Promise<StoredRecoveryCode[]> =>
    db
      .select({ id: twoFactorRecoveryCodes.id, codeHash: twoFactorRecoveryCodes.codeHash })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt))),

  async countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
    return row.total;
  },

  /** Uses the recovery code up; false when another request used it first. */
  async useRecoveryCode(db: Executor, id: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: at })
      .where(and(eq(twoFactorRecoveryCodes.id, id), isNull(twoFactorRecoveryCodes.usedAt)))
      .returning({ id: twoFactorRecoveryCodes.id });
    return rows.length > 0;
  },

  /** Forgets the user's key and recovery codes: the second step is off, and a new set-up starts afresh. */
  async remove(db: Executor, userId: number): Promise<void> {
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await db.delete(userTwoFactor).where(byUser(userId));
  },
};
