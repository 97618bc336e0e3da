// Severities by id: Baja, Media, Alta, Crítica is the order people expect, not the alphabet.
import { asc } from 'drizzle-orm';
import { priorities } from '../../../db/schema';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';

const columns = { id: priorities.id, code: priorities.code, isActive: priorities.isActive };

export const prioritiesRepository = catalogueTable({
  table: priorities,
  query: (db) => db.select(columns).from(priorities),
  order: [asc(priorities.id)],
});
