// One history entry per save, one item per changed field (docs/product/tickets.md#states-and-transitions), with the
// names of the values, written in the caller's transaction. A relation changed by one ticket's save is also recorded
// on the other ticket.
import { sql, type SQL } from 'drizzle-orm';
import { HistoryAction, HistoryField, type HistoryFieldName, type TicketOriginValue } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { workItemHistory, workItemHistoryItems } from '../../../db/schema';
import { historyItem } from './ticket-builders';
import { recordTicketEvent } from './ticket-events';

export type NamedKind = 'user' | 'priority' | 'status' | 'category' | 'subCategory' | 'location' | 'ticket';
export type HistoryActionName = (typeof HistoryAction)[keyof typeof HistoryAction];

export interface HistoryChange {
  fieldName: HistoryFieldName;
  oldValue: string | number | null;
  newValue: string | number | null;
  /** How to name ids; omitted for plain values, whose names are the values themselves. */
  kind?: NamedKind;
}

/** History fields whose values are ticket ids (their names are subjects, hidden from callers who may not see them). */
export const TICKET_REFERENCE_FIELDS: ReadonlySet<string> = new Set([
  HistoryField.Parent,
  HistoryField.Relationships,
  HistoryField.MergedInto,
  HistoryField.MergedFrom,
  HistoryField.SplitInto,
  HistoryField.SplitFrom,
]);

const idList = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

const nameSql: Record<NamedKind, (ids: number[]) => SQL> = {
  user: (ids) => sql`SELECT id, display_name AS name FROM users WHERE id IN (${idList(ids)})`,
  priority: (ids) => sql`SELECT id, code AS name FROM priorities WHERE id IN (${idList(ids)})`,
  status: (ids) => sql`SELECT id, code AS name FROM statuses WHERE id IN (${idList(ids)})`,
  category: (ids) => sql`SELECT id, code AS name FROM categories WHERE id IN (${idList(ids)})`,
  subCategory: (ids) => sql`SELECT id, code AS name FROM sub_categories WHERE id IN (${idList(ids)})`,
  location: (ids) => sql`SELECT id, code AS name FROM company_locations WHERE id IN (${idList(ids)})`,
  ticket: (ids) => sql`SELECT id, subject AS name FROM work_items WHERE id IN (${idList(ids)})`,
};

function idsByKind(changes: HistoryChange[]): Map<NamedKind, Set<number>> {
  const wanted = new Map<NamedKind, Set<number>>();
  for (const change of changes) {
    if (!change.kind) continue;
    const ids = wanted.get(change.kind) ?? new Set<number>();
    for (const value of [change.oldValue, change.newValue]) if (typeof value === 'number') ids.add(value);
    wanted.set(change.kind, ids);
  }
  return wanted;
}

/** The names of the ids among the changes' values, keyed `kind:id`. */
export async function historyNames(db: Executor, changes: HistoryChange[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [kind, ids] of idsByKind(changes)) {
    if (ids.size === 0) continue;
    const rows = await queryRows<{ id: number; name: string }>(db, nameSql[kind]([...ids]));
    for (const row of rows) names.set(`${kind}:${row.id}`, row.name);
  }
  return names;
}

export async function writeHistory(
  db: Executor,
  workItemId: number,
  action: HistoryActionName,
  actorId: number,
  at: Date,
  changes: HistoryChange[],
  origin: TicketOriginValue | null = null,
): Promise<void> {
  if (action === HistoryAction.Update && changes.length === 0) return;
  const names = await historyNames(db, changes);
  const [entry] = await db
    .insert(workItemHistory)
    .values({ workItemId, action, origin, createdBy: actorId, createdDate: at })
    .returning({ id: workItemHistory.id });
  await recordTicketEvent(db, workItemId, action === HistoryAction.Add ? 'created' : 'updated', actorId);
  if (changes.length === 0) return;
  await db.insert(workItemHistoryItems).values(changes.map((c) => historyItem(entry.id, c, names)));
}

/** How a save changed the relations of `ticketId`, seen from the other tickets. */
export interface RelationSides {
  oldParentId: number | null;
  newParentId: number | null;
  addedChildren: number[];
  removedChildren: number[];
}

/**
 * Records on each other ticket the relation this save changed: the parents get a 'Hijos' (Relationships) item, the
 * children a 'Ticket padre' (Parent) item, each in its own history entry by the same actor.
 */
export async function writeRelationSides(
  db: Executor,
  ticketId: number,
  sides: RelationSides,
  actorId: number,
  at: Date,
): Promise<void> {
  const ticketChange = (fieldName: HistoryFieldName, oldValue: number | null, newValue: number | null): HistoryChange => ({
    fieldName,
    oldValue,
    newValue,
    kind: 'ticket',
  });
  const entries: [number, HistoryChange][] = [];
  if (sides.oldParentId !== sides.newParentId) {
    if (sides.oldParentId !== null) entries.push([sides.oldParentId, ticketChange(HistoryField.Relationships, ticketId, null)]);
    if (sides.newParentId !== null) entries.push([sides.newParentId, ticketChange(HistoryField.Relationships, null, ticketId)]);
  }
  for (const child of sides.addedChildren) entries.push([child, ticketChange(HistoryField.Parent, null, ticketId)]);
  for (const child of sides.removedChildren) entries.push([child, ticketChange(HistoryField.Parent, ticketId, null)]);
  for (const [otherId, change] of entries) await writeHistory(db, otherId, HistoryAction.Update, actorId, at, [change]);
}
