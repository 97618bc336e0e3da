// Municipalities of Mexico (INEGI) by name, ignoring accents.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { cities } from '../../../db/schema';
import { byCode } from '../../../lib/catalogue-kit/catalogue-queries';
import { referenceTable } from '../../../lib/catalogue-kit/catalogue-table';

const columns = { id: cities.id, stateId: cities.stateId, code: cities.code, detail: cities.detail, abbr: cities.abbr };

const table = referenceTable({
  query: (db) => db.select(columns).from(cities),
  id: cities.id,
  order: byCode(cities.detail, cities.id),
});

export const citiesRepository = {
  ...table,
  ofState: (db: Executor, stateId: number) => table.list(db, eq(cities.stateId, stateId)),
};
