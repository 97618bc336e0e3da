// Response-time types of the SLA levels, by id: the seeded order runs from the shortest unit to the longest.
import { asc } from 'drizzle-orm';
import { responseTimeTypes } from '../../../db/schema';
import { referenceTable } from '../../../lib/catalogue-kit/catalogue-table';

const columns = {
  id: responseTimeTypes.id,
  code: responseTimeTypes.code,
  detail: responseTimeTypes.detail,
  abbr: responseTimeTypes.abbr,
};

export const responseTimeTypesRepository = referenceTable({
  query: (db) => db.select(columns).from(responseTimeTypes),
  id: responseTimeTypes.id,
  order: [asc(responseTimeTypes.id)],
});
