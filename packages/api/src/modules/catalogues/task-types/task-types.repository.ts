// Task types: reads through the catalogue table helper, writes stamped with the acting user.
import { taskTypes } from '../../../db/schema';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { stampedRows } from '../../../lib/catalogue-kit/stamped-rows';

const columns = {
  id: taskTypes.id,
  companyId: taskTypes.companyId,
  code: taskTypes.code,
  detail: taskTypes.detail,
  isActive: taskTypes.isActive,
};

export const taskTypesRepository = {
  ...catalogueTable({ table: taskTypes, query: (db) => db.select(columns).from(taskTypes) }),
  ...stampedRows(taskTypes),
};
