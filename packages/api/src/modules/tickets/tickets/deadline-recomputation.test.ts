import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { TicketStatus, type Calendar } from '@tms/contracts';
import { priorityLevels, workItems } from '../../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { calendarsAwaitingRecomputation } from '../../calendars';
import { backfillWarningDates, recomputeChangedCalendars, type RecomputationRun } from './deadline-recomputation';

// Demo data: the default calendar 'Horario general' (lunes–viernes 09:00–18:00, sábado 09:00–13:00, America/Mexico_City);
// Impresoras' Alta severity (3) grants 8 hours. Friday 20 November 2026, 17:55 in Mexico City:
const FRIDAY = new Date('2026-11-20T23:55:00.000Z');

describe('deadline recomputation after a calendar changes', () => {
  let t: TestApp;
  let agente: TestClient;
  let admin: TestClient;
  const db = () => t.database.handle.db;
  const skipped: { ticketId: number; reason: string }[] = [];
  const inBatchesOf = (batchSize?: number): RecomputationRun => ({
    batchSize,
    onSkipped: (ticketId, reason) => skipped.push({ ticketId, reason }),
  });
  const stored = async (id: number) => (await db().select().from(workItems).where(eq(workItems.id, id)))[0];
  const newTicket = async (subject: string, overrides: Record<string, unknown> = {}) => {
    const response = await agente.post('/api/workitems', {
      subject,
      detail: '<p>x</p>',
      categoryId: 1,
      subCategoryId: 1,
      severityId: 3,
      ...overrides,
    });
    expect(response.statusCode).toBe(201);
    return response.body.data.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [agente, admin] = await Promise.all([t.as('agente'), t.as('admin')]);
  });
  afterAll(() => t.close());
  afterEach(() => {
    expect(skipped.splice(0)).toEqual([]);
  });

  it('moves the deadlines of open tickets, in batches, and leaves closed tickets and versions alone', async () => {
    const open = [await newTicket('Abierto 1'), await newTicket('Abierto 2'), await newTicket('Abierto 3')];
    const closed = await newTicket('Cerrado');
    // Created on a Friday evening; the closed one was finalised with its deadline as it was.
    await db()
      .update(workItems)
      .set({ createdDate: FRIDAY })
      .where(inArray(workItems.id, [...open, closed]));
    await db().update(workItems).set({ statusId: TicketStatus.Finished, closedDate: FRIDAY }).where(eq(workItems.id, closed));
    const closedBefore = await stored(closed);

    // The seeded calendar is awaiting its first recomputation: the Friday tickets count 5 minutes on Friday, 4 hours
    // on Saturday and 3 h 55 on Monday.
    expect(await recomputeChangedCalendars(db(), inBatchesOf(2))).toBe(3);
    expect(await calendarsAwaitingRecomputation(db(), 10)).toEqual([]);
    for (const id of open) expect((await stored(id)).expireDate?.toISOString()).toBe('2026-11-23T18:55:00.000Z');
    const versions = await Promise.all(open.map(async (id) => (await stored(id)).modifiedDate.toISOString()));

    // Saturdays stop being worked: 5 minutes on Friday and 7 h 55 on Monday.
    const general = ((await admin.get('/api/calendars')).body.data as Calendar[]).find((c) => c.code === 'Horario general')!;
    const weekdaysOnly = general.weeklyHours.filter((range) => range.weekday !== 6);
    const saved = await admin.put(`/api/calendars/${general.id}`, { ...general, weeklyHours: weekdaysOnly });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect((await stored(open[0])).expireDate?.toISOString()).toBe('2026-11-23T18:55:00.000Z');

    expect(await recomputeChangedCalendars(db(), inBatchesOf(2))).toBe(3);
    for (const [index, id] of open.entries()) {
      const row = await stored(id);
      expect(row.expireDate?.toISOString()).toBe('2026-11-23T22:55:00.000Z');
      // 6 h 24 of working time: 5 minutes on Friday, 6 h 19 on Monday.
      expect(row.warningDate?.toISOString()).toBe('2026-11-23T21:19:00.000Z');
      expect(row.modifiedDate.toISOString()).toBe(versions[index]);
    }
    expect(await stored(closed)).toEqual(closedBefore);
    expect(await calendarsAwaitingRecomputation(db(), 10)).toEqual([]);
    // Nothing waits: another run moves nothing.
    expect(await recomputeChangedCalendars(db(), inBatchesOf(2))).toBe(0);

    // The open form still saves: the version it read is the stored one.
    const form = (await agente.get(`/api/workitems/${open[0]}`)).body.data;
    expect(form.modifiedDate).toBe(versions[0]);
  });

  it('backfills the warning instant of tickets saved before it existed, in working time', async () => {
    const id = await newTicket('Anterior a la columna');
    await db().update(workItems).set({ createdDate: FRIDAY }).where(eq(workItems.id, id));
    // A ticket saved before warning_date existed gets it in working time; its deadline stays as it was.
    await db()
      .update(workItems)
      .set({ warningDate: null, expireDate: new Date('2026-11-24T15:00:00.000Z') })
      .where(eq(workItems.id, id));
    expect(await backfillWarningDates(db(), inBatchesOf())).toBe(1);
    const row = await stored(id);
    expect(row.expireDate?.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    // 9 h 05 of working time until Tuesday 09:00 (5 minutes on Friday, 9 hours on Monday); 80% = 7 h 16, so Monday
    // 16:11 (Saturday is no longer worked).
    expect(row.warningDate?.toISOString()).toBe('2026-11-23T22:11:00.000Z');
  });

  it("moves a branch's open tickets when the branch is given another calendar, or none, or the default moves", async () => {
    // Created on Friday 17:55 at Sucursal Guadalajara (2), which has no calendar of its own; 'Horario general' counts
    // only weekdays since the first test: 5 minutes on Friday and 7 h 55 on Monday.
    const id = await newTicket('En Guadalajara', { companyLocationId: 2 });
    const mondayEvening = new Date('2026-11-23T22:55:00.000Z');
    await db().update(workItems).set({ createdDate: FRIDAY, expireDate: mondayEvening }).where(eq(workItems.id, id));
    const created = await admin.post('/api/calendars', {
      code: 'Guardia sabatina',
      timezone: 'America/Mexico_City',
      weeklyHours: [{ weekday: 6, start: '09:00', end: '13:00' }],
      holidays: [],
      isDefault: false,
      isActive: true,
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const saturdays = created.body.data as Calendar;
    await recomputeChangedCalendars(db(), inBatchesOf());
    expect(await calendarsAwaitingRecomputation(db(), 10)).toEqual([]);
    expect((await stored(id)).expireDate).toEqual(mondayEvening);

    const setBranchCalendar = async (calendarId: number | null) => {
      const branch = (await admin.get('/api/companylocations/2')).body.data;
      const saved = await admin.put('/api/companylocations/2', { ...branch, calendarId });
      expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data).toMatchObject({ calendarId, calendarCode: calendarId === null ? null : saturdays.code });
    };
    // Saturday mornings only: 4 hours on the 21st and 4 on the 28th.
    await setBranchCalendar(saturdays.id);
    expect((await stored(id)).expireDate).toEqual(mondayEvening);
    expect(await recomputeChangedCalendars(db(), inBatchesOf())).toBe(1);
    expect((await stored(id)).expireDate?.toISOString()).toBe('2026-11-28T19:00:00.000Z');
    expect((await agente.get(`/api/workitems/${id}`)).body.data.slaInWorkingTime).toBe(true);

    // Back to none: the default applies again (it recomputes every branch without a calendar: other tests' tickets too).
    await setBranchCalendar(null);
    expect(await recomputeChangedCalendars(db(), inBatchesOf())).toBeGreaterThanOrEqual(1);
    expect((await stored(id)).expireDate).toEqual(mondayEvening);

    // 'Guardia sabatina' becomes the default, demoting 'Horario general': the branch without a calendar follows it.
    const promoted = await admin.put(`/api/calendars/${saturdays.id}`, { ...saturdays, isDefault: true });
    expect(promoted.statusCode, JSON.stringify(promoted.body)).toBe(200);
    expect(await recomputeChangedCalendars(db(), inBatchesOf())).toBeGreaterThanOrEqual(1);
    expect((await stored(id)).expireDate?.toISOString()).toBe('2026-11-28T19:00:00.000Z');
    expect(await calendarsAwaitingRecomputation(db(), 10)).toEqual([]);
  });

  it('skips and reports a ticket whose level was stored longer than a year, and recomputes the others', async () => {
    const [kept, unreachable] = [await newTicket('Nivel válido'), await newTicket('Nivel de siglos')];
    await db()
      .update(workItems)
      .set({ createdDate: FRIDAY })
      .where(inArray(workItems.id, [kept, unreachable]));
    // Crítica (4) is stored with 2,147,483,647 days, as a level saved before levels were bounded could be.
    await db()
      .update(priorityLevels)
      .set({ responseTimeSetting: 2_147_483_647, responseTimeTypeId: 3 })
      .where(and(eq(priorityLevels.subCategoryId, 1), eq(priorityLevels.priorityId, 4)));
    const before = await stored(unreachable);
    await db().update(workItems).set({ severityId: 4 }).where(eq(workItems.id, unreachable));
    await db().update(workItems).set({ expireDate: FRIDAY }).where(eq(workItems.id, kept));

    // The default calendar (the tickets' branch has none of its own) changes: both tickets are recomputed.
    const current = ((await admin.get('/api/calendars')).body.data as Calendar[]).find((c) => c.isDefault)!;
    const saved = await admin.put(`/api/calendars/${current.id}`, { ...current, code: `${current.code} (cambio)` });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(await recomputeChangedCalendars(db(), inBatchesOf())).toBeGreaterThanOrEqual(1);

    expect((await stored(kept)).expireDate).not.toEqual(FRIDAY);
    expect((await stored(unreachable)).expireDate).toEqual(before.expireDate);
    expect(skipped.splice(0)).toEqual([{ ticketId: unreachable, reason: expect.stringContaining('20') }]);
    expect(await calendarsAwaitingRecomputation(db(), 10)).toEqual([]);
  });
});
