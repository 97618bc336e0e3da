// The Buscador counts matches up to SEARCH_TOTAL_CAP (decision 0010): past it the total is the cap with totalCapped,
// the page still holds the newest matches in order; below it the count is exact.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@tms/contracts';
import { queryRows } from '../../../db/client';
import { users } from '../../../db/schema';
import { type TestClient, useTestApp } from '../../../test/test-app';

describe('capped search totals', () => {
  const t = useTestApp();
  let supervisor: TestClient;
  let cliente: TestClient;
  let newestId: number;

  beforeAll(async () => {
    [supervisor, cliente] = await Promise.all([t.as('supervisor'), t.as('cliente')]);
    const [agente] = await t.database.handle.db.select().from(users).where(eq(users.userName, 'agente'));
    // One more 'Impresora' ticket than the cap, each modified a minute after the one before, and one rare subject.
    const [newest] = await queryRows<{ id: number }>(
      t.database.handle.db,
      sql`
      INSERT INTO work_items (company_id, subject, detail, category_id, sub_category_id, company_location_id, assigned_to,
                              severity_id, status_id, created_by, created_date, modified_by, modified_date)
      SELECT 1, CASE WHEN g = 0 THEN 'Teclado derramado' ELSE 'Impresora atascada ' || g END, '<p>Detalle</p>', 1, 1, 1,
             ${agente.id}, 1, 1, ${agente.id}, now() - interval '1 day', ${agente.id},
             now() - (${SEARCH_TOTAL_CAP + 2} - g) * interval '1 minute'
        FROM generate_series(0, ${SEARCH_TOTAL_CAP + 1}) g
      ORDER BY g DESC
      RETURNING id`,
    );
    newestId = newest.id;
  });

  const search = async (client: TestClient, body: Record<string, unknown>) => {
    const response = await client.post('/api/workitems/search', body);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };

  it('caps the total of a common word and still pages its newest matches first', async () => {
    const found = await search(supervisor, { subject: 'impresora', pageSize: 3 });
    expect(found).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
    expect(found.rows.map((r: { subject: string }) => r.subject)).toEqual([
      `Impresora atascada ${SEARCH_TOTAL_CAP + 1}`,
      `Impresora atascada ${SEARCH_TOTAL_CAP}`,
      `Impresora atascada ${SEARCH_TOTAL_CAP - 1}`,
    ]);
    expect(found.rows[0].id).toBe(newestId);
    const secondPage = await search(supervisor, { subject: 'impresora', pageSize: 3, page: 1 });
    expect(secondPage.rows.map((r: { subject: string }) => r.subject)).toEqual(
      [SEARCH_TOTAL_CAP - 2, SEARCH_TOTAL_CAP - 3, SEARCH_TOTAL_CAP - 4].map((n) => `Impresora atascada ${n}`),
    );
    // Oldest first: the page is looked for from the other end of the same index.
    const oldest = await search(supervisor, { subject: 'impresora', pageSize: 2, sortOrder: 'asc' });
    expect(oldest.rows.map((r: { subject: string }) => r.subject)).toEqual(['Impresora atascada 1', 'Impresora atascada 2']);
    const everything = await search(supervisor, {});
    expect(everything).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
  });

  it('counts a rare word exactly and sorts its matches', async () => {
    expect(await search(supervisor, { subject: 'teclado' })).toMatchObject({ total: 1, totalCapped: false });
    const ascending = await search(supervisor, { subject: 'impresora 100', sortField: 'subject', sortOrder: 'asc' });
    expect(ascending.totalCapped).toBe(false);
    expect(ascending.rows.map((r: { subject: string }) => r.subject)).toEqual(['Impresora atascada 100']);
    // A client sees only its own tickets: its sent list holds none of these.
    expect((await cliente.get('/api/workitems/sent')).body.data.total).toBe(0);
  });
});
