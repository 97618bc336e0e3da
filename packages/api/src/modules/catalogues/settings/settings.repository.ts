// Settings items of a company (code → detail) and the company itself.
import { eq } from 'drizzle-orm';
import type { SettingInputParsed } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { companies, settings } from '../../../db/schema';
import { createdBy, modifiedBy } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';

const columns = { id: settings.id, code: settings.code, detail: settings.detail, isActive: settings.isActive };

export const settingsRepository = {
  ...catalogueTable({ table: settings, query: (db) => db.select(columns).from(settings) }),

  async insert(db: Executor, input: SettingInputParsed, companyId: number, actorId: number): Promise<number> {
    const [row] = await db
      .insert(settings)
      .values({ ...input, companyId, ...createdBy(actorId) })
      .returning({ id: settings.id });
    return row.id;
  },

  async update(db: Executor, id: number, input: SettingInputParsed, actorId: number): Promise<boolean> {
    const rows = await db
      .update(settings)
      .set({ ...input, ...modifiedBy(actorId) })
      .where(eq(settings.id, id))
      .returning({ id: settings.id });
    return rows.length > 0;
  },

  async company(db: Executor, companyId: number) {
    const [company] = await db
      .select({ code: companies.code, logo: companies.logo })
      .from(companies)
      .where(eq(companies.id, companyId));
    return company;
  },
};
