// Brings a migrated database to a usable state: reference data always; demo data or the first administrator.
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';
import { hashPassword } from '../../lib/passwords';
import { seedReferenceData } from './reference-data';
import { seedDemoData } from './demo-data';
import { seedDemoCannedResponses } from './demo-canned-responses';
import { seedDemoArticles } from './demo-articles';
import type { DemoTicketRules } from './demo-tickets';

export interface SeedOptions {
  demo: boolean;
  /** With demo data, a past year of demo tickets follows these rules (the server gives them; most tests do not). */
  demoTickets?: DemoTicketRules;
  adminPassword?: string;
}

export type SeedOutcome = 'demo' | 'admin' | 'none';

async function createFirstAdministrator(db: Database, password: string): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(t.users);
  if (count > 0) return false;
  await db.insert(t.users).values({
    userName: 'admin',
    displayName: 'Administrador',
    email: 'admin@localhost',
    roleId: 1,
    entityTypeId: 1,
    passwordHash: await hashPassword(password),
    needChangePassword: true,
    isActive: true,
  });
  return true;
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedOutcome> {
  return db.transaction(async (tx) => {
    await seedReferenceData(tx);
    if (options.demo) {
      if (!(await seedDemoData(tx, options.demoTickets))) return 'none';
      await seedDemoCannedResponses(tx);
      await seedDemoArticles(tx);
      return 'demo';
    }
    if (options.adminPassword) return (await createFirstAdministrator(tx, options.adminPassword)) ? 'admin' : 'none';
    return 'none';
  });
}

export type { DemoTicketRules };
