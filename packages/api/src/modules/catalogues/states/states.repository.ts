// States of Mexico (INEGI) by name, ignoring accents. States have no isActive column: list and picker are alike.
import { states } from '../../../db/schema';
import { byCode } from '../../../lib/catalogue-kit/catalogue-queries';
import { referenceTable } from '../../../lib/catalogue-kit/catalogue-table';

const columns = { id: states.id, code: states.code, detail: states.detail, abbr: states.abbr };

export const statesRepository = referenceTable({
  query: (db) => db.select(columns).from(states),
  id: states.id,
  order: byCode(states.detail, states.id),
});
