// First response and resolution (docs/product/service-quality.md): stored on the ticket when they happen, in the
// working time of its branch calendar. The first block switches the company's calendars off, so time runs 24×7 and the
// minutes are the clock's, counted from a creation moved 90 minutes back; the second gives the clock its instants.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TicketStatus, messages, type Calendar } from '@tms/contracts';
import { workItems } from '../../../db/schema';
import { finalisedBy, saveBody } from '../../../test/ticket-bodies';
import { useTestApp, type TestClient } from '../../../test/test-app';

// Demo data: sub-category 2 Correo electrónico (no tasks); users 2 agente, 3 supervisor; response-time types 1 minutos,
// 2 horas, 3 días; severity 1 Baja.
const AGENTE = 2;
const CORREO = 2;
const HOURS = 2;
const MINUTE_MS = 60_000;

describe('service quality of a ticket', () => {
  const t = useTestApp();
  let cliente: TestClient;
  let agente: TestClient;
  let supervisor: TestClient;
  let admin: TestClient;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    [cliente, agente, supervisor, admin] = await Promise.all([
      t.as('cliente'),
      t.as('agente'),
      t.as('supervisor'),
      t.as('admin'),
    ]);
    await db().execute(sql`UPDATE calendars SET is_active = false`);
  });

  /** A Correo ticket by `by` (assigned to agente when `by` may choose), created 90 minutes ago. */
  const ticketBy = async (by: TestClient, overrides: Record<string, unknown> = {}) => {
    const body = { subject: 'Sin correo', detail: '<p>x</p>', categoryId: 1, subCategoryId: CORREO, severityId: 1, ...overrides };
    const created = await by.post('/api/workitems', body);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const createdDate = new Date(Date.now() - 90 * MINUTE_MS);
    await db().update(workItems).set({ createdDate }).where(eq(workItems.id, created.body.data.id));
    return created.body.data.id as number;
  };
  const load = async (client: TestClient, id: number) => (await client.get(`/api/workitems/${id}`)).body.data;
  const message = (client: TestClient, id: number, isInternal = false) =>
    client.post(`/api/workitems/${id}/discussions`, { message: '<p>Reviso</p>', isInternal });

  it("sets the first response at an internal user's first public message, never at the creator's or a note", async () => {
    const id = await ticketBy(supervisor, { assignedTo: AGENTE });
    expect((await message(supervisor, id)).statusCode).toBe(201);
    expect((await message(agente, id, true)).statusCode).toBe(201);
    expect(await load(agente, id)).toMatchObject({ firstResponseDate: null, firstResponseMinutes: null });

    const before = Date.now();
    expect((await message(agente, id)).statusCode).toBe(201);
    const answered = await load(agente, id);
    expect(new Date(answered.firstResponseDate).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(answered.firstResponseMinutes).toBe(90);
    // A later answer leaves the first one alone, and the ticket's version did not move for it.
    expect((await message(supervisor, id)).statusCode).toBe(201);
    expect(await load(agente, id)).toMatchObject({
      firstResponseDate: answered.firstResponseDate,
      firstResponseMinutes: 90,
      modifiedDate: answered.modifiedDate,
    });
  });

  it("counts the assignee's status change, not a client's own messages, and stores the resolution once finalised", async () => {
    const id = await ticketBy(cliente);
    const ticket = await load(agente, id);
    expect(ticket.assignedTo).toBe(AGENTE);
    expect((await message(cliente, id)).statusCode).toBe(201);
    expect((await load(agente, id)).firstResponseDate).toBeNull();

    const started = await agente.put(`/api/workitems/${id}`, saveBody(ticket, { statusId: TicketStatus.InProgress }));
    expect(started.statusCode, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({ firstResponseMinutes: 90, resolutionMinutes: null });

    const finished = await agente.put(`/api/workitems/${id}`, saveBody(started.body.data, { statusId: TicketStatus.Finished }));
    expect(finished.statusCode, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.data.resolutionMinutes).toBe(90);
    // The creator reads them too.
    expect(await load(cliente, id)).toMatchObject({ resolutionMinutes: 90, firstResponseMinutes: 90 });

    const reopened = await agente.put(
      `/api/workitems/${id}`,
      saveBody(finished.body.data, { statusId: TicketStatus.InProgress }),
    );
    expect(reopened.body.data).toMatchObject({ resolutionMinutes: null, closedDate: null, firstResponseMinutes: 90 });
  });

  it("does not count the creator's own status change", async () => {
    const id = await ticketBy(agente);
    const ticket = await load(agente, id);
    expect(ticket).toMatchObject({ createdBy: AGENTE, assignedTo: AGENTE });
    const started = await agente.put(`/api/workitems/${id}`, saveBody(ticket, { statusId: TicketStatus.InProgress }));
    expect(started.body.data.firstResponseDate).toBeNull();
  });

  it("gives a ticket its level's first-response target, counted like its deadline, and none without one", async () => {
    const withoutTarget = await load(agente, await ticketBy(cliente));
    expect(withoutTarget.firstResponseDueDate).toBeNull();

    const saved = await admin.post('/api/prioritylevel/multiple', {
      subCategoryId: CORREO,
      list: [
        {
          priorityId: 1,
          responseTimeSetting: 8,
          responseTimeTypeId: HOURS,
          firstResponseSetting: 2,
          firstResponseTypeId: HOURS,
          isActive: true,
        },
      ],
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.find((level: { priorityId: number }) => level.priorityId === 1)).toMatchObject({
      firstResponseSetting: 2,
      firstResponseTypeId: HOURS,
    });

    const created = await cliente.post('/api/workitems', {
      subject: 'Con objetivo',
      detail: '<p>x</p>',
      categoryId: 1,
      subCategoryId: CORREO,
      severityId: 1,
    });
    const ticket = created.body.data;
    const createdAt = new Date(ticket.createdDate).getTime();
    expect(new Date(ticket.firstResponseDueDate).getTime() - createdAt).toBe(2 * 60 * MINUTE_MS);
    expect(new Date(ticket.expireDate).getTime() - createdAt).toBe(8 * 60 * MINUTE_MS);
  });

  it('refuses a first-response target without its unit, or longer than a year, with Spanish field messages', async () => {
    const response = await admin.post('/api/prioritylevel/multiple', {
      subCategoryId: CORREO,
      list: [
        { priorityId: 1, responseTimeSetting: 8, responseTimeTypeId: HOURS, firstResponseSetting: 2, isActive: true },
        {
          priorityId: 3,
          responseTimeSetting: 8,
          responseTimeTypeId: HOURS,
          firstResponseSetting: 400,
          firstResponseTypeId: 3,
          isActive: true,
        },
        {
          priorityId: 4,
          responseTimeSetting: 8,
          responseTimeTypeId: HOURS,
          firstResponseSetting: -1,
          firstResponseTypeId: 1,
          isActive: true,
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields).toMatchObject({
      'list.0.firstResponseTypeId': messages.fieldRequired,
      'list.1.firstResponseSetting': expect.stringContaining('365'),
      'list.2.firstResponseSetting': expect.any(String),
    });
    const unknownUnit = await admin.post('/api/prioritylevel/multiple', {
      subCategoryId: CORREO,
      list: [
        {
          priorityId: 1,
          responseTimeSetting: 8,
          responseTimeTypeId: HOURS,
          firstResponseSetting: 2,
          firstResponseTypeId: 999,
          isActive: true,
        },
      ],
    });
    expect(unknownUnit.statusCode).toBe(400);
    expect(Object.keys(unknownUnit.body.data.fields)).toEqual(['firstResponseTypeId']);
  });
});

// The same rules in working time, at instants the test gives the clock (only Date is faked: the database and the
// requests run as usual). Demo data: 'Horario general' is the default calendar; here it works Monday to Friday 09:00–18:00.
describe('service quality in working time', () => {
  const t = useTestApp();
  const FRIDAY_17 = new Date('2026-11-20T17:00:00-06:00');
  const MONDAY_10 = new Date('2026-11-23T10:00:00-06:00');
  const MONDAY_12 = new Date('2026-11-23T12:30:00-06:00');

  afterEach(() => vi.useRealTimers());

  it('counts a ticket created Friday 17:00 and answered Monday 10:00 as 2 working hours, finalised 12:30 as 4 h 30', async () => {
    const [cliente, agente, admin] = [await t.as('cliente'), await t.as('agente'), await t.as('admin')];
    const general = ((await admin.get('/api/calendars')).body.data as Calendar[]).find((c) => c.code === 'Horario general')!;
    const weekdays = general.weeklyHours
      .filter((range) => range.weekday <= 5)
      .map((range) => ({ ...range, start: '09:00', end: '18:00' }));
    expect((await admin.put(`/api/calendars/${general.id}`, { ...general, weeklyHours: weekdays })).statusCode).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FRIDAY_17);
    const created = await cliente.post('/api/workitems', {
      subject: 'Fin de semana',
      detail: '<p>x</p>',
      categoryId: 1,
      subCategoryId: CORREO,
      severityId: 1,
    });
    expect(created.body.data.createdDate).toBe(FRIDAY_17.toISOString());

    vi.setSystemTime(MONDAY_10);
    expect(
      (await agente.post(`/api/workitems/${created.body.data.id}/discussions`, { message: '<p>Reviso</p>' })).statusCode,
    ).toBe(201);
    const answered = (await agente.get(`/api/workitems/${created.body.data.id}`)).body.data;
    expect(answered).toMatchObject({ firstResponseDate: MONDAY_10.toISOString(), firstResponseMinutes: 120 });

    vi.setSystemTime(MONDAY_12);
    const finished = await finalisedBy(agente, answered);
    expect(finished).toMatchObject({ resolutionMinutes: 270, closedDate: MONDAY_12.toISOString() });
  });
});
