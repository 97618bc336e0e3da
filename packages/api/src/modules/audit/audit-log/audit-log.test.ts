// The audit log (docs/product/audit-log.md): a catalogue's create, update and delete each write an entry with the
// changed fields in the change's transaction (a refused write leaves none); 'Bitácora' reads them newest first with
// each filter and pages without counting; the export; permission 33; the Spanish 400s; and the database's refusal of
// UPDATE, DELETE and TRUNCATE, but for the rows past the retention, which the server's job removes.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditMessages, type AuditEntry } from '@tms/contracts';
import { auditLog, users } from '../../../db/schema';
import { useTestApp } from '../../../test/test-app';
import { applyAuditRetention } from './audit-retention';

/** The database's own refusal, under the driver's wrapping of the failed query. */
const refused = async (statement: Promise<unknown>) => {
  const error = await statement.then(
    () => undefined,
    (failure: unknown) => failure as Error & { cause?: Error },
  );
  expect(`${error?.message} ${error?.cause?.message}`).toMatch(/append-only/);
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('audit log', () => {
  const t = useTestApp();
  const db = () => t.database.handle.db;

  const adminRow = async () =>
    (await db().select({ id: users.id, displayName: users.displayName }).from(users).where(eq(users.userName, 'admin')))[0];

  async function entries(query: string): Promise<{ rows: AuditEntry[]; hasMore: boolean }> {
    const admin = await t.as('admin');
    const response = await admin.get(`/api/audit-log?${query}`);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  }

  it('records a catalogue record created, changed and deleted, with its fields old → new', async () => {
    const admin = await t.as('admin');
    const created = await admin.post('/api/tasktypes', { code: 'Auditada', detail: 'Primera', isActive: true });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    const updated = await admin.put(`/api/tasktypes/${id}`, { code: 'Auditada', detail: 'Segunda', isActive: true });
    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    expect((await admin.delete(`/api/tasktypes/${id}`)).statusCode).toBe(200);

    const { rows } = await entries('entity=task-types');
    const ofRecord = rows.filter((row) => row.recordId === String(id));
    expect(ofRecord.map((row) => row.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, changed, added] = ofRecord;
    expect(added.changes).toEqual(
      expect.arrayContaining([
        { field: 'code', old: null, new: 'Auditada' },
        { field: 'detail', old: null, new: 'Primera' },
      ]),
    );
    expect(changed.changes).toEqual([{ field: 'detail', old: 'Primera', new: 'Segunda' }]);
    expect(deleted.changes).toEqual(expect.arrayContaining([{ field: 'isActive', old: true, new: false }]));
    const actor = await adminRow();
    expect(added.actorId).toBe(actor.id);
    expect(added.actorName).toBe(actor.displayName);
    expect(added.address).toBe('127.0.0.1');
  });

  it('writes no entry for a write that is refused', async () => {
    const admin = await t.as('admin');
    const first = await admin.post('/api/lookupsettings', { code: 'AUDITADA', detail: 'x' });
    expect(first.statusCode, JSON.stringify(first.body)).toBe(201);
    // The second insert reaches the database and hits the unique code inside the write's transaction.
    const duplicate = await admin.post('/api/lookupsettings', { code: 'AUDITADA', detail: 'y' });
    expect(duplicate.statusCode).toBe(400);
    expect((await entries('entity=settings')).rows.filter((row) => row.action === 'create')).toHaveLength(1);
  });

  it('filters by actor, action, entity and days, newest first, and pages with hasMore', async () => {
    const admin = await t.as('admin');
    for (const detail of ['a', 'b', 'c']) await admin.post('/api/tasktypes', { code: `Pág ${detail}`, detail, isActive: true });
    const me = (await adminRow()).id;
    const first = await entries('entity=task-types&action=create&pageSize=2');
    expect(first.rows).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    expect(first.rows[0].id).toBeGreaterThan(first.rows[1].id);
    const second = await entries('entity=task-types&action=create&pageSize=2&page=1');
    expect(second.rows[0].id).toBeLessThan(first.rows[1].id);
    const mine = await entries(`actorId=${me}&entity=task-types`);
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((row) => row.actorId === me)).toBe(true);
    expect((await entries('actorId=999999')).rows).toEqual([]);
    expect((await entries('entity=task-types&start=2000-01-01&end=2000-01-31')).rows).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    expect((await entries(`entity=task-types&start=${today}&end=${today}`)).rows.length).toBeGreaterThan(0);
    const all = await entries('entity=task-types&pageSize=100');
    expect(all.hasMore).toBe(false);
  });

  it('records sign-ins, refused ones (the name typed) and sign-outs', async () => {
    const failed = await t.anonymous.post('/api/auth/login', { userName: 'nadie-así', password: 'equivocada' });
    expect(failed.statusCode).toBe(401);
    const agent = await t.as('agente');
    expect((await agent.post('/api/auth/logout')).statusCode).toBe(200);
    const { rows } = await entries('entity=sessions&pageSize=100');
    const refused = rows.find((row) => row.action === 'sign_in_failed' && row.actorName === 'nadie-así');
    expect(refused).toMatchObject({ actorId: null, address: '127.0.0.1' });
    const [agente] = await db().select({ id: users.id }).from(users).where(eq(users.userName, 'agente'));
    const ofAgent = rows.filter((row) => row.actorId === agente.id).map((row) => row.action);
    expect(ofAgent.slice(0, 2)).toEqual(['sign_out', 'sign_in']);
    expect(JSON.stringify(rows)).not.toContain('equivocada');
  });

  it('exports the filtered rows as a workbook', async () => {
    const admin = await t.as('admin');
    const response = await admin.raw('/api/audit-log/export?entity=task-types');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Bitacora (\d{4}-\d{2}-\d{2})\.xlsx"; filename\*=UTF-8''Bit%C3%A1cora%20\1\.xlsx$/,
    );
    const file = response.rawPayload;
    expect(file.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  });

  it('needs permission 33 and answers bad filters with Spanish 400s on their fields', async () => {
    const agent = await t.as('agente');
    expect((await agent.get('/api/audit-log')).statusCode).toBe(403);
    const admin = await t.as('admin');
    const bad = await admin.get('/api/audit-log?action=borrar&start=ayer&entity=No%20Válida&pageSize=500');
    expect(bad.statusCode).toBe(400);
    const fields = JSON.stringify(bad.body);
    for (const message of [auditMessages.action, auditMessages.invalidDate, auditMessages.entity, auditMessages.pageSize])
      expect(fields).toContain(message);
    const reversed = await admin.get('/api/audit-log?start=2026-02-01&end=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain(auditMessages.endBeforeStart);
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const admin = await t.as('admin');
    await admin.post('/api/tasktypes', { code: 'Inmutable', detail: 'x', isActive: true });
    await refused(db().execute(sql`UPDATE audit_log SET actor_name = 'Otro'`));
    await refused(db().execute(sql`DELETE FROM audit_log`));
    await refused(db().execute(sql`TRUNCATE audit_log`));
    const [{ count }] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog);
    expect(count).toBeGreaterThan(0);
  });

  it('lets the retention job remove only the rows older than AUDIT_RETENTION_DAYS', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    await db()
      .insert(auditLog)
      .values({ companyId: 1, actorId: null, actorName: 'Sistema', action: 'update', entity: 'retention-test', occurredAt: old });
    const before = (await entries('entity=retention-test&pageSize=100')).rows.length;
    expect(before).toBe(1);
    expect(await applyAuditRetention(db(), 365)).toBe(1);
    expect((await entries('entity=retention-test&pageSize=100')).rows.length).toBe(before - 1);
    // A row within the retention stays even for a direct DELETE.
    await refused(db().execute(sql`DELETE FROM audit_log WHERE entity = 'task-types'`));
  });
});
