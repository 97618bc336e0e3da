// Settings items of a company (code → detail) and the company itself.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { companies, settings } from '../../../db/schema';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { stampedRows } from '../../../lib/catalogue-kit/stamped-rows';

const columns = { id: settings.id, code: settings.code, detail: settings.detail, isActive: settings.isActive };

export const settingsRepository = {
  ...catalogueTable({ table: settings, query: (db) => db.select(columns).from(settings) }),
  ...stampedRows(settings),

  async company(db: Executor, companyId: number) {
    const [company] = await db
      .select({ code: companies.code, logo: companies.logo })
      .from(companies)
      .where(eq(companies.id, companyId));
    return company;
  },
};
