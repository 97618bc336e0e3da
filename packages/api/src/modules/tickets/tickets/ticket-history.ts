// One history entry per save, one item per changed field (PRODUCT.md §5), with the names of the values, written in
// the caller's transaction.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { workItemHistory, workItemHistoryItems } from '../../../db/schema';

export type NamedKind = 'user' | 'priority' | 'status' | 'category' | 'subCategory' | 'location' | 'ticket';

export interface HistoryChange {
  fieldName: string;
  oldValue: string | number | null;
  newValue: string | number | null;
  /** How to name ids; omitted for plain values, whose names are the values themselves. */
  kind?: NamedKind;
}

const nameSql: Record<NamedKind, (ids: number[]) => ReturnType<typeof sql>> = {
  user: (ids) =>
    sql`SELECT id, display_name AS name FROM users WHERE id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  priority: (ids) =>
    sql`SELECT id, code AS name FROM priorities WHERE id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  status: (ids) =>
    sql`SELECT id, code AS name FROM statuses WHERE id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  category: (ids) =>
    sql`SELECT id, code AS name FROM categories WHERE id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  subCategory: (ids) =>
    sql`SELECT id, code AS name FROM sub_categories WHERE id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  location: (ids) =>
    sql`SELECT id, code AS name FROM company_locations WHERE id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  ticket: (ids) =>
    sql`SELECT id, subject AS name FROM work_items WHERE id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
};

async function resolveNames(db: Executor, changes: HistoryChange[]): Promise<Map<string, string>> {
  const wanted = new Map<NamedKind, Set<number>>();
  for (const c of changes) {
    if (!c.kind) continue;
    for (const v of [c.oldValue, c.newValue])
      if (typeof v === 'number') (wanted.get(c.kind) ?? wanted.set(c.kind, new Set()).get(c.kind)!).add(v);
  }
  const names = new Map<string, string>();
  for (const [kind, ids] of wanted) {
    const rows = await queryRows<{ id: number; name: string }>(db, nameSql[kind]([...ids]));
    for (const row of rows) names.set(`${kind}:${row.id}`, row.name);
  }
  return names;
}

export async function writeHistory(
  db: Executor,
  workItemId: number,
  action: 'add' | 'update',
  actorId: number,
  at: Date,
  changes: HistoryChange[],
): Promise<void> {
  if (action === 'update' && changes.length === 0) return;
  const names = await resolveNames(db, changes);
  const nameOf = (c: HistoryChange, v: string | number | null) =>
    v === null ? null : c.kind && typeof v === 'number' ? (names.get(`${c.kind}:${v}`) ?? String(v)) : String(v);
  const [entry] = await db
    .insert(workItemHistory)
    .values({ workItemId, action, createdBy: actorId, createdDate: at })
    .returning({ id: workItemHistory.id });
  if (changes.length === 0) return;
  await db.insert(workItemHistoryItems).values(
    changes.map((c) => ({
      historyId: entry.id,
      fieldName: c.fieldName,
      oldValue: c.oldValue === null ? null : String(c.oldValue),
      newValue: c.newValue === null ? null : String(c.newValue),
      oldValueName: nameOf(c, c.oldValue),
      newValueName: nameOf(c, c.newValue),
    })),
  );
}
