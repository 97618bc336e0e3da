// Canned responses with their owner's name; the picker's small shape.
import { eq } from 'drizzle-orm';
import { cannedResponses } from '../../../db/schema';
import { owner, ownerName } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { stampedRows } from '../../../lib/catalogue-kit/stamped-rows';

const columns = {
  id: cannedResponses.id,
  companyId: cannedResponses.companyId,
  code: cannedResponses.code,
  detail: cannedResponses.detail,
  isShared: cannedResponses.isShared,
  isActive: cannedResponses.isActive,
  ownerId: cannedResponses.ownerId,
  ownerName,
};

const itemColumns = {
  id: cannedResponses.id,
  code: cannedResponses.code,
  detail: cannedResponses.detail,
  isShared: cannedResponses.isShared,
};

export const cannedResponsesRepository = {
  ...catalogueTable({
    table: cannedResponses,
    query: (db) => db.select(columns).from(cannedResponses).leftJoin(owner, eq(owner.id, cannedResponses.ownerId)),
    itemQuery: (db) => db.select(itemColumns).from(cannedResponses),
  }),
  ...stampedRows(cannedResponses),
};
