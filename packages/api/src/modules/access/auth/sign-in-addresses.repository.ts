// The addresses each user signed in from: a known address gets in while the account is locked for everybody else.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { signInAddresses } from '../../../db/schema';
import { rowExists } from '../../../lib/row-exists';

export const signInAddressesRepository = {
  isKnown: (db: Executor, userId: number, address: string): Promise<boolean> =>
    rowExists(db, signInAddresses, and(eq(signInAddresses.userId, userId), eq(signInAddresses.address, address))),

  async remember(db: Executor, userId: number, address: string): Promise<void> {
    await db
      .insert(signInAddresses)
      .values({ userId, address })
      .onConflictDoUpdate({ target: [signInAddresses.userId, signInAddresses.address], set: { lastSignIn: sql`now()` } });
  },

  async forgetUser(db: Executor, userId: number): Promise<void> {
    await db.delete(signInAddresses).where(eq(signInAddresses.userId, userId));
  },

  async purgeOlderThan(db: Executor, days: number): Promise<void> {
    await db.delete(signInAddresses).where(lt(signInAddresses.lastSignIn, sql`now() - ${days} * interval '1 day'`));
  },
};
