// The signed-in user's own settings in the users table.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema';

export interface Preferences {
  emailNotifications: boolean;
}

export const preferencesRepository = {
  async get(db: Executor, userId: number): Promise<Preferences | undefined> {
    const [row] = await db.select({ emailNotifications: users.emailNotifications }).from(users).where(eq(users.id, userId));
    return row;
  },

  async save(db: Executor, userId: number, preferences: Preferences): Promise<void> {
    await db.update(users).set({ emailNotifications: preferences.emailNotifications }).where(eq(users.id, userId));
  },
};
