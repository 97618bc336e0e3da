import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calendarMessages, messages, type Calendar, type CalendarListRow } from '@tms/contracts';
import { calendars, companyLocations } from '../../../db/schema';
import { useTestApp, type TestClient } from '../../../test/test-app';
import {
  calendarForBranch,
  calendarRecomputationScope,
  calendarsAwaitingRecomputation,
  markCalendarRecomputed,
  workingDeadline,
} from '../index';

const officeWeek = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
const calendarBody = (overrides: Record<string, unknown> = {}) => ({
  code: 'Oficinas centrales',
  timezone: 'America/Mexico_City',
  weeklyHours: officeWeek,
  holidays: [{ date: '2025-12-25', name: 'Navidad' }],
  isDefault: false,
  isActive: true,
  ...overrides,
});

describe('calendars', () => {
  const t = useTestApp();
  let admin: TestClient;
  const db = () => t.database.handle.db;
  const defaults = async () =>
    ((await admin.get('/api/calendars')).body.data as Calendar[]).filter((c) => c.isDefault).map((c) => c.code);

  beforeAll(async () => {
    admin = await t.as('admin');
    // Start from a company without calendars, whatever the demo data holds.
    await db().update(companyLocations).set({ calendarId: null });
    await db().delete(calendars);
  });

  it('counts time 24×7 while the company has no calendar', async () => {
    expect(await calendarForBranch(db(), 1)).toBeNull();
    expect(await calendarForBranch(db(), null)).toBeNull();
  });

  it('creates the first calendar as the default, reads it back and lists calendars by name', async () => {
    const created = await admin.post('/api/calendars', calendarBody({ timezone: undefined }));
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      companyId: 1,
      code: 'Oficinas centrales',
      timezone: 'America/Mexico_City',
      weeklyHours: officeWeek,
      holidays: [{ date: '2025-12-25', name: 'Navidad' }],
      isDefault: true,
      isActive: true,
    });
    const id = created.body.data.id;
    expect((await admin.get(`/api/calendars/${id}`)).body.data).toEqual(created.body.data);

    await admin.post('/api/calendars', calendarBody({ code: 'Almacén', timezone: 'America/Tijuana' }));
    const list = await admin.get('/api/calendars');
    expect(list.body.data.map((c: Calendar) => c.code)).toEqual(['Almacén', 'Oficinas centrales']);
    expect(await defaults()).toEqual(['Oficinas centrales']);
  });

  it('keeps exactly one default: setting one unsets the other', async () => {
    const guardia = await admin.post(
      '/api/calendars',
      calendarBody({ code: 'Guardia', isDefault: true, weeklyHours: [{ weekday: 6, start: '09:00', end: '13:00' }] }),
    );
    expect(guardia.body.data.isDefault).toBe(true);
    expect(await defaults()).toEqual(['Guardia']);

    const list = (await admin.get('/api/calendars')).body.data as Calendar[];
    const central = list.find((c) => c.code === 'Oficinas centrales')!;
    const updated = await admin.put(`/api/calendars/${central.id}`, calendarBody({ isDefault: true }));
    expect(updated.statusCode).toBe(200);
    expect(await defaults()).toEqual(['Oficinas centrales']);
  });

  it('refuses to leave the company without a default', async () => {
    const central = ((await admin.get('/api/calendars')).body.data as Calendar[]).find((c) => c.isDefault)!;
    const unset = await admin.put(`/api/calendars/${central.id}`, calendarBody({ code: central.code, isDefault: false }));
    expect(unset.statusCode).toBe(409);
    expect(unset.body.message).toBe(calendarMessages.defaultRequired);
    expect(unset.body.data.code).toBe('calendar.default_required');
    const switchedOff = await admin.put(`/api/calendars/${central.id}`, calendarBody({ isDefault: true, isActive: false }));
    expect(switchedOff.statusCode).toBe(400);
    expect(switchedOff.body.data.fields).toEqual({ isActive: calendarMessages.defaultMustBeActive });
    const deleted = await admin.delete(`/api/calendars/${central.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.body.message).toBe(calendarMessages.cannotDeleteDefault);
    expect(deleted.body.data.code).toBe('calendar.default_required');
    expect(await defaults()).toEqual(['Oficinas centrales']);
  });

  it('deletes by deactivating: the calendar stays listed and leaves the picker', async () => {
    const temporal = (await admin.post('/api/calendars', calendarBody({ code: 'Temporal' }))).body.data;
    expect((await admin.delete(`/api/calendars/${temporal.id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/calendars/${temporal.id}`)).body.data.isActive).toBe(false);
    const picker = await (await t.as('cliente')).get('/api/calendars/all');
    expect(picker.statusCode).toBe(200);
    expect(picker.body.data.map((c: { code: string }) => c.code)).toEqual(['Almacén', 'Guardia', 'Oficinas centrales']);
    expect(picker.body.data[0]).toEqual({
      id: expect.any(Number),
      code: 'Almacén',
      timezone: 'America/Tijuana',
      isDefault: false,
    });
    expect((await admin.delete('/api/calendars/999999')).statusCode).toBe(404);
  });

  it('refuses a name already taken, whatever its case', async () => {
    const duplicate = await admin.post('/api/calendars', calendarBody({ code: 'ALMACÉN' }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.body.data.fields).toEqual({ code: calendarMessages.codeTaken });
  });

  it('validates with Spanish field messages', async () => {
    const response = await admin.post('/api/calendars', {
      code: '',
      timezone: 'America/Ciudad_Gotica',
      weeklyHours: [
        { weekday: 1, start: '22:00', end: '06:00' },
        { weekday: 9, start: '09:00', end: '18:00' },
      ],
      holidays: [{ date: '2025-02-30', name: 'Inexistente' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe(messages.badRequest);
    expect(response.body.data.fields).toEqual({
      code: messages.fieldRequired,
      timezone: calendarMessages.invalidTimeZone,
      'weeklyHours.1.weekday': calendarMessages.invalidWeekday,
      'holidays.0.date': calendarMessages.invalidDate,
    });
    const acrossMidnight = await admin.post(
      '/api/calendars',
      calendarBody({ code: 'Nocturno', weeklyHours: [{ weekday: 5, start: '22:00', end: '06:00' }] }),
    );
    expect(acrossMidnight.body.data.fields).toEqual({ 'weeklyHours.0.end': calendarMessages.rangeAcrossMidnight });
    const empty = await admin.post('/api/calendars', calendarBody({ code: 'Vacío', weeklyHours: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.body.data.fields).toEqual({ weeklyHours: calendarMessages.noWorkingTime });
  });

  it('answers the federal rest days of a year', async () => {
    const restDays = await admin.get('/api/calendars/rest-days/2024');
    expect(restDays.statusCode).toBe(200);
    expect(restDays.body.data).toHaveLength(8);
    expect(restDays.body.data).toContainEqual({ date: '2024-10-01', name: 'Transmisión del Poder Ejecutivo Federal' });
    expect(restDays.body.data[1]).toEqual({ date: '2024-02-05', name: 'Día de la Constitución' });
    for (const year of ['2005', '2101', 'dos-mil']) {
      const refused = await admin.get(`/api/calendars/rest-days/${year}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.data.fields).toEqual({ year: calendarMessages.invalidYear(2006, 2100) });
    }
  });

  it('requires authentication, and permission 29 for everything but the picker', async () => {
    const anonymousCalls = ['/api/calendars', '/api/calendars/all', '/api/calendars/1', '/api/calendars/rest-days/2025'];
    for (const url of anonymousCalls) expect((await t.anonymous.get(url)).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/calendars', calendarBody())).statusCode).toBe(401);
    for (const user of ['cliente', 'agente', 'supervisor'] as const) {
      const client = await t.as(user);
      expect((await client.get('/api/calendars/all')).statusCode).toBe(200);
      const forbidden = [
        await client.get('/api/calendars'),
        await client.get('/api/calendars/1'),
        await client.get('/api/calendars/rest-days/2025'),
        await client.post('/api/calendars', calendarBody({ code: 'Intruso' })),
        await client.put('/api/calendars/1', calendarBody()),
        await client.delete('/api/calendars/1'),
      ];
      for (const response of forbidden) {
        expect(response.statusCode).toBe(403);
        expect(response.body.message).toBe(messages.forbidden);
      }
    }
  });

  it('gives each row of the admin list its abilities: the default may be neither switched off nor unset', async () => {
    const rows = (await admin.get('/api/calendars')).body.data as CalendarListRow[];
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
    expect(rows.some((row) => !row.isDefault && row.isActive)).toBe(true);
    for (const row of rows) {
      expect(row.abilities).toEqual({ canDeactivate: row.isActive && !row.isDefault, canUnsetDefault: !row.isDefault });
    }
  });
});

describe('calendars for the tickets context', () => {
  const t = useTestApp();
  let admin: TestClient;
  const db = () => t.database.handle.db;
  const friday = new Date('2025-03-07T17:55:00-06:00');

  beforeAll(async () => {
    admin = await t.as('admin');
    await db().update(companyLocations).set({ calendarId: null });
    await db().delete(calendars);
  });

  it("counts a branch's tickets in its own calendar, else in the default", async () => {
    const office = (await admin.post('/api/calendars', calendarBody())).body.data;
    const saturdays = [{ weekday: 6, start: '09:00', end: '13:00' }];
    const weekend = (await admin.post('/api/calendars', calendarBody({ code: 'Sábados', weeklyHours: saturdays }))).body.data;
    await db().update(companyLocations).set({ calendarId: weekend.id }).where(eq(companyLocations.id, 1));

    const ofBranch = await calendarForBranch(db(), 1);
    expect(ofBranch).toMatchObject({ id: weekend.id, code: 'Sábados', timezone: 'America/Mexico_City' });
    expect(workingDeadline(ofBranch, friday, 4, 'horas').toISOString()).toBe('2025-03-08T19:00:00.000Z');
    expect(await calendarForBranch(db(), null)).toMatchObject({ id: office.id });
    expect(workingDeadline(await calendarForBranch(db(), null), friday, 4, 'horas').toISOString()).toBe(
      '2025-03-10T18:55:00.000Z',
    );

    await admin.delete(`/api/calendars/${weekend.id}`);
    expect(await calendarForBranch(db(), 1)).toMatchObject({ id: office.id });
  });

  it('reports changed calendars and whose tickets they move, until marked recomputed', async () => {
    const waiting = await calendarsAwaitingRecomputation(db(), 10);
    expect(waiting.length).toBe(2);
    for (const change of waiting) await markCalendarRecomputed(db(), change.calendarId, change.revision);
    expect(await calendarsAwaitingRecomputation(db(), 10)).toEqual([]);

    const list = (await admin.get('/api/calendars')).body.data as Calendar[];
    const office = list.find((c) => c.code === 'Oficinas centrales')!;
    const weekend = list.find((c) => c.code === 'Sábados')!;
    await admin.put(`/api/calendars/${office.id}`, calendarBody({ isDefault: true, holidays: [] }));
    const [change] = await calendarsAwaitingRecomputation(db(), 10);
    expect(change).toEqual({ calendarId: office.id, revision: expect.any(Number) });
    expect(await calendarRecomputationScope(db(), office.id)).toEqual({ branchIds: [], coversBranchesWithoutCalendar: true });
    expect(await calendarRecomputationScope(db(), weekend.id)).toEqual({ branchIds: [1], coversBranchesWithoutCalendar: false });

    await admin.put(`/api/calendars/${office.id}`, calendarBody({ isDefault: true }));
    await markCalendarRecomputed(db(), change.calendarId, change.revision);
    expect((await calendarsAwaitingRecomputation(db(), 10)).map((c) => c.calendarId)).toEqual([office.id]);
  });
});
