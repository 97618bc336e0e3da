// Entity types (1 internal user, 2 client, 3 provider) by id; the picker keeps every active type (the user form
// needs 1), the public-category tables leave out type 1 themselves.
import { asc } from 'drizzle-orm';
import { entityTypes } from '../../../db/schema';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';

const columns = {
  id: entityTypes.id,
  companyId: entityTypes.companyId,
  code: entityTypes.code,
  detail: entityTypes.detail,
  isActive: entityTypes.isActive,
};

export const entityTypesRepository = catalogueTable({
  table: entityTypes,
  query: (db) => db.select(columns).from(entityTypes),
  itemQuery: (db) => db.select({ id: entityTypes.id, code: entityTypes.code, detail: entityTypes.detail }).from(entityTypes),
  order: [asc(entityTypes.id)],
});
