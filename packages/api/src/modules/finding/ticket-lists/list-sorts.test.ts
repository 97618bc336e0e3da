// The sorts issue #24 added: the lists by expiry ('Expira'; a ticket without one sorts as the latest deadline) and the
// Buscador by responsible ('Responsable'; tickets without one last either way), past the count cap and under it, both
// giving the same order. Unknown sort keys are a Spanish 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { messages, SEARCH_TOTAL_CAP } from '@tms/contracts';
import { queryRows } from '../../../db/client';
import { users } from '../../../db/schema';
import { type TestClient, useTestApp } from '../../../test/test-app';

interface Row {
  id: number;
  subject: string;
  assignedToName: string | null;
  expireDate: string | null;
}

/** Creation ranges that hold only this file's Buscador tickets: one past the count cap, one under it. */
const MANY = { startDate: '2001-01-01T00:00:00.000Z', endDate: '2001-12-31T23:59:59.999Z' };
const FEW = { startDate: '2002-01-01T00:00:00.000Z', endDate: '2002-12-31T23:59:59.999Z' };
const MANY_TICKETS = SEARCH_TOTAL_CAP + 3;
const FEW_TICKETS = 11;
const spanish = new Intl.Collator('es-MX', { sensitivity: 'base' });

describe('list and search sorts', () => {
  const t = useTestApp();
  let supervisor: TestClient;
  const people: Record<string, number> = {};

  beforeAll(async () => {
    supervisor = await t.as('supervisor');
    const db = t.database.handle.db;
    const found = await db
      .select({ id: users.id, userName: users.userName })
      .from(users)
      .where(inArray(users.userName, ['admin', 'agente', 'cliente', 'proveedor', 'supervisor']));
    for (const user of found) people[user.userName] = user.id;

    // Buscador tickets created by the administrator, their responsibles taken in turn: the administrator, agente,
    // cliente, proveedor and nobody.
    const responsibles = sql`(ARRAY[${people.admin}, ${people.agente}, ${people.cliente}, ${people.proveedor}, NULL]::int[])`;
    for (const [range, count] of [
      [MANY, MANY_TICKETS],
      [FEW, FEW_TICKETS],
    ] as const)
      await queryRows(
        db,
        sql`
        INSERT INTO work_items (company_id, subject, detail, category_id, sub_category_id, company_location_id, assigned_to,
                                severity_id, status_id, created_by, created_date, modified_by, modified_date)
        SELECT 1, 'Orden por responsable ' || g, '<p>Detalle</p>', 1, 1, 1, ${responsibles}[g % 5 + 1], 1, 1, ${people.admin},
               ${range.startDate}::timestamptz + g * interval '1 minute', ${people.admin}, now()
          FROM generate_series(1, ${count}) g`,
      );

    // The supervisor's own lists: created by and assigned to them; two share an expiry, one has none.
    await queryRows(
      db,
      sql`
      INSERT INTO work_items (company_id, subject, detail, category_id, sub_category_id, company_location_id, assigned_to,
                              severity_id, status_id, created_by, created_date, modified_by, modified_date, expire_date)
      SELECT 1, v.subject, '<p>Detalle</p>', 1, 1, 1, ${people.supervisor}, 1, 1, ${people.supervisor}, now(),
             ${people.supervisor}, now(), now() + v.days * interval '1 day'
        FROM (VALUES (1, 'Vence en tres días', 3), (2, 'Vence mañana', 1), (3, 'Sin vencimiento', NULL),
                     (4, 'También vence mañana', 1)) v(n, subject, days)
       ORDER BY v.n`,
    );
  });

  const listSubjects = async (kind: string, order: string) => {
    const response = await supervisor.get(`/api/workitems/${kind}?sortField=expireDate&sortOrder=${order}`);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data.rows as Row[];
  };

  it('sorts the created and received lists by expiry, a ticket without one as the latest deadline', async () => {
    for (const kind of ['sent', 'received']) {
      const ascending = await listSubjects(kind, 'asc');
      expect(ascending.map((r) => r.subject)).toEqual([
        'Vence mañana',
        'También vence mañana',
        'Vence en tres días',
        'Sin vencimiento',
      ]);
      expect((await listSubjects(kind, 'desc')).map((r) => r.subject)).toEqual([
        'Sin vencimiento',
        'Vence en tres días',
        'También vence mañana',
        'Vence mañana',
      ]);
      // The rows carry the expiry and the responsible (the 'Expira' column and the phone cards).
      expect(ascending[0]).toMatchObject({ expireDate: expect.any(String), assignedToName: 'Sergio Supervisor' });
      expect(ascending[3].expireDate).toBeNull();
    }
  });

  const search = async (body: Record<string, unknown>) => {
    const response = await supervisor.post('/api/workitems/search', body);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data as { rows: Row[]; total: number; totalCapped: boolean };
  };

  /** Every ticket of a range sorted by responsible as the Buscador must: name, then number; nobody last. */
  async function expectedOrder(range: typeof MANY, order: 'asc' | 'desc') {
    const { rows } = await search({ ...range, all: true, sortField: 'id', sortOrder: 'asc' });
    const sign = order === 'asc' ? 1 : -1;
    const name = (row: Row) => row.assignedToName ?? '';
    return [...rows]
      .sort(
        (a, b) =>
          Number(a.assignedToName === null) - Number(b.assignedToName === null) ||
          sign * spanish.compare(name(a), name(b)) ||
          sign * (a.id - b.id),
      )
      .map((row) => row.id);
  }

  const pageIds = async (range: typeof MANY, order: 'asc' | 'desc', page: number, pageSize: number) =>
    (await search({ ...range, sortField: 'assignedToName', sortOrder: order, page, pageSize })).rows.map((r) => r.id);

  it('sorts the Buscador by responsible past the count cap, pages and export alike', async () => {
    expect(await search({ ...MANY, pageSize: 1 })).toMatchObject({ totalCapped: true });
    const perResponsible = Math.floor(MANY_TICKETS / 5);
    for (const order of ['asc', 'desc'] as const) {
      const expected = await expectedOrder(MANY, order);
      const size = 7;
      // The first page, one across the first change of responsible, and one reaching the unassigned tickets.
      for (const page of [0, Math.floor(perResponsible / size), Math.floor((SEARCH_TOTAL_CAP - 6) / size)])
        expect(await pageIds(MANY, order, page, size), `${order} page ${page}`).toEqual(
          expected.slice(page * size, (page + 1) * size),
        );
      const exported = await search({ ...MANY, all: true, sortField: 'assignedToName', sortOrder: order });
      expect(exported.rows.map((r) => r.id)).toEqual(expected);
      expect(exported.rows.at(-1)?.assignedToName).toBeNull();
    }
  });

  it('sorts the Buscador by responsible under the count cap in the same order', async () => {
    expect(await search({ ...FEW, pageSize: 1 })).toMatchObject({ total: FEW_TICKETS, totalCapped: false });
    for (const order of ['asc', 'desc'] as const) {
      const expected = await expectedOrder(FEW, order);
      expect([...(await pageIds(FEW, order, 0, 6)), ...(await pageIds(FEW, order, 1, 6))]).toEqual(expected);
      const names = (await search({ ...FEW, sortField: 'assignedToName', sortOrder: order, pageSize: 20 })).rows.map(
        (r) => r.assignedToName,
      );
      const byName = ['Administrador General', 'Ana Agente', 'Carla Cliente', 'Pedro Proveedor'];
      const inOrder = order === 'asc' ? byName : [...byName].reverse();
      expect([...new Set(names)]).toEqual([...inOrder, null]);
    }
  });

  it('orders one chosen responsible’s matches by number', async () => {
    const { rows } = await search({ ...MANY, assignedTo: people.agente, sortField: 'assignedToName', sortOrder: 'desc' });
    const ids = rows.map((r) => r.id);
    expect(ids).toHaveLength(10);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(rows.map((r) => r.assignedToName))).toEqual(new Set(['Ana Agente']));
  });

  it('answers a Spanish 400 naming the field to a sort key the call does not offer', async () => {
    const refusals = [
      await supervisor.get('/api/workitems/received?sortField=assignedToName'),
      await supervisor.get('/api/workitems/sent?sortField=expire_date'),
      await supervisor.post('/api/workitems/search', { sortField: 'expireDate' }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.body.message).toBe(messages.badRequest);
      expect(response.body.data.fields).toEqual({ sortField: messages.invalidOption });
    }
  });
});
