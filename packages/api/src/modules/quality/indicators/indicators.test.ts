// GET indicators, its export and the weekly mail's subscription (docs/product/service-quality.md#indicators), on a
// small set of tickets written in a branch of their own in March 2020, whose every figure is computed by hand below:
// the cards, the backlog per day, the workload, the time per entity and the low ratings' comments, with each filter;
// the first responses not yet due and the days to come at a `now` inside the range; the permission; the Spanish 400s.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { indicatorMessages, indicatorsQuery, messages, type IndicatorsQuery } from '@tms/contracts';
import { companyLocations, satisfactionSurveys, timeEntries, users, workItems } from '../../../db/schema';
import { loadAuthUser } from '../../../plugins/current-user';
import { type TestClient, useTestApp } from '../../../test/test-app';
import { createIndicatorsService } from './indicators.service';

/** A wall-clock time of Mexico City in March 2020 (UTC-6, before that year's daylight saving time). */
const local = (text: string) => new Date(`2020-${text.replace(' ', 'T')}:00-06:00`);
const DAY_MS = 86_400_000;
const RANGE = { start: '2020-03-02', end: '2020-03-08' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('indicators', () => {
  const t = useTestApp();
  let supervisor: TestClient;
  let branch: number;
  const people: Record<'agente' | 'supervisor' | 'cliente' | 'proveedor', number> = {
    agente: 0,
    supervisor: 0,
    cliente: 0,
    proveedor: 0,
  };
  const db = () => t.database.handle.db;
  const ticketIds: Record<string, number> = {};

  /** GET indicators as the supervisor over RANGE in the test's branch, with `extra` on top. */
  async function indicators(extra: Record<string, unknown> = {}) {
    const query = new URLSearchParams(
      Object.entries({ ...RANGE, companyLocationId: branch, ...extra })
        .filter(([, value]) => value !== null)
        .map(([key, value]) => [key, String(value)]),
    );
    const response = await supervisor.get(`/api/indicators?${query}`);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  }

  beforeAll(async () => {
    supervisor = await t.as('supervisor');
    for (const userName of Object.keys(people) as (keyof typeof people)[]) {
      [{ id: people[userName] }] = await db().select({ id: users.id }).from(users).where(eq(users.userName, userName));
    }
    [{ id: branch }] = await db()
      .insert(companyLocations)
      .values({ companyId: 1, code: 'Sucursal Indicadores', detail: 'Pruebas', isActive: true })
      .returning({ id: companyLocations.id });

    const later = (days: number) => new Date(Date.now() + days * DAY_MS);
    const base = { companyId: 1, companyLocationId: branch, categoryId: 1, subCategoryId: 1, severityId: 1, detail: '<p>x</p>' };
    const { agente, supervisor: boss, cliente, proveedor } = people;
    /** Who: responsible and creator; when it was created (a wall-clock time of March 2020). */
    const ticket = (subject: string, assignedTo: number | null, createdBy: number, created: string) => ({
      subject,
      assignedTo,
      createdBy,
      createdDate: local(created),
      statusId: 2,
    });
    /** Finalised at `closed`, with its SLA deadline (or none) and its resolution's working minutes. */
    const finalised = (closed: string, expire: string | null, resolutionMinutes: number) => ({
      statusId: 3,
      closedDate: local(closed),
      expireDate: expire === null ? null : local(expire),
      resolutionMinutes,
    });
    /** Its first response: due at `due` (or without a target), given at `at` after `minutes` of working time (or not yet). */
    const response = (due: string | null, at: string | null = null, minutes: number | null = null) => ({
      firstResponseDueDate: due === null ? null : local(due),
      firstResponseDate: at === null ? null : local(at),
      firstResponseMinutes: minutes,
    });
    const tickets = {
      T1: { ...ticket('T1', agente, cliente, '03-02 10:00'), ...finalised('03-03 12:00', '03-03 10:00', 600) },
      T2: { ...ticket('T2', agente, cliente, '03-02 15:00'), ...finalised('03-04 09:00', '03-05 09:00', 900) },
      T3: { ...ticket('T3', boss, proveedor, '03-03 09:00'), subCategoryId: 2, expireDate: local('03-04 09:00') },
      T4: {
        ...ticket('T4', boss, agente, '03-04 08:00'),
        categoryId: 2,
        subCategoryId: 4,
        ...finalised('03-04 16:00', null, 240),
      },
      T5: { ...ticket('T5', null, cliente, '03-05 09:00'), statusId: 1, expireDate: later(10) },
      T6: { ...ticket('T6', agente, cliente, '02-28 09:00'), ...finalised('03-02 13:00', '03-02 12:00', 4000) },
      T7: { ...ticket('T7', agente, agente, '03-06 09:00'), subCategoryId: 2, ...finalised('03-10 09:00', '03-12 09:00', 100) },
      // Another branch: outside every figure below but the whole company's.
      T9: { ...ticket('T9', agente, agente, '03-03 09:00'), companyLocationId: 1, statusId: 1 },
    };
    const responses = {
      T1: response('03-02 14:00', '03-02 11:00', 60),
      T2: response('03-02 17:00', '03-02 18:00', 180),
      T3: response('03-03 10:00'),
      T4: response(null, '03-04 08:30', 30),
      T6: response('02-28 10:00', '02-28 09:30', 30),
      T7: response('03-06 12:00', '03-06 11:00', 5),
    };
    for (const [name, values] of Object.entries(tickets)) {
      const answer = responses[name as keyof typeof responses] ?? {};
      [{ id: ticketIds[name] }] = await db()
        .insert(workItems)
        .values({ ...base, ...values, ...answer, modifiedDate: values.createdDate })
        .returning({ id: workItems.id });
    }
    const { T1, T2, T3, T4, T6 } = ticketIds;
    await db()
      .insert(satisfactionSurveys)
      .values([
        { workItemId: T1, userId: cliente, sentDate: local('03-04 10:00'), rating: 2, comment: 'Tardaron mucho' },
        { workItemId: T2, userId: cliente, sentDate: local('03-05 09:00'), rating: 5 },
        { workItemId: T4, userId: agente, sentDate: local('03-05 10:00') },
        { workItemId: T6, userId: cliente, sentDate: local('03-03 09:00'), rating: 1, comment: 'Nadie respondió' },
      ]);
    const answered = { [T1]: local('03-05 10:00'), [T2]: local('03-06 09:00'), [T6]: local('03-03 12:00') };
    for (const [id, at] of Object.entries(answered)) {
      await db()
        .update(satisfactionSurveys)
        .set({ answeredDate: at })
        .where(eq(satisfactionSurveys.workItemId, Number(id)));
    }
    await db()
      .insert(timeEntries)
      .values([
        { workItemId: T1, userId: agente, minutes: 30, workDate: '2020-03-02', billable: true },
        { workItemId: T1, userId: agente, minutes: 15, workDate: '2020-03-03' },
        { workItemId: T3, userId: boss, minutes: 60, workDate: '2020-03-03', billable: true },
        { workItemId: T4, userId: boss, minutes: 20, workDate: '2020-03-04' },
        { workItemId: T6, userId: agente, minutes: 45, workDate: '2020-02-29', billable: true },
      ]);
  });

  const spread = (tickets: number, median: number | null, p90: number | null) => ({ tickets, median, p90 });
  const share = (met: number, total: number, percentage: number | null) => ({ met, total, percentage });
  const days = (backlog: (number | null)[], created: number[] = [], closed: number[] = []) =>
    backlog.map((open, i) => ({
      day: `2020-03-0${i + 2}`,
      created: created[i] ?? 0,
      closed: closed[i] ?? 0,
      backlog: open,
    }));
  const clientEntity = { name: 'Cliente Demo S.A. de C.V.', entityType: 'Cliente' };
  const providerEntity = { name: 'Proveedor Demo S.A. de C.V.', entityType: 'Proveedor' };

  it("answers a branch's week, every figure as counted by hand", async () => {
    const data = await indicators();
    expect(data.cards).toEqual({
      created: 6,
      closed: 4,
      // Finalised in the range with a deadline: T1 and T6 after it, T2 within it (T4 has none).
      slaCompliance: share(1, 3, 33.3),
      // Due in the range: T1 and T7 on time, T2 late, T3 still unanswered.
      firstResponseCompliance: share(2, 4, 50),
      // 5, 30, 60 and 180 minutes: the median's rank (2) ends the [30, 40) bucket, the 90th's (3.6) is 60 % into [180, 210).
      firstResponseMinutes: spread(4, 40, 198),
      // 240, 600, 900 and 4,000 minutes: rank 2 ends [600, 720), rank 3.6 is 60 % into [3,840, 4,800).
      resolutionMinutes: spread(4, 720, 4416),
      satisfaction: { average: 2.67, answers: 3, surveysSent: 4, ratings: [1, 1, 0, 0, 1] },
    });
    expect(data.backlog).toEqual(days([2, 2, 1, 2, 3, 3, 3], [2, 1, 1, 1, 1], [1, 1, 2]));
    expect(data.workload).toEqual([
      { userId: people.agente, name: 'Ana Agente', open: 0, overdue: 0, closed: 3 },
      { userId: people.supervisor, name: 'Sergio Supervisor', open: 1, overdue: 1, closed: 1 },
      { userId: null, name: indicatorMessages.noResponsible, open: 1, overdue: 0, closed: 0 },
    ]);
    const [clientId, providerId] = await Promise.all(
      [people.cliente, people.proveedor].map(
        async (id) => (await db().select().from(users).where(eq(users.id, id)))[0].externalEntityId,
      ),
    );
    expect(data.timeByEntity).toEqual([
      { entityId: providerId, ...providerEntity, billableMinutes: 60, otherMinutes: 0 },
      { entityId: clientId, ...clientEntity, billableMinutes: 30, otherMinutes: 15 },
      { entityId: null, name: indicatorMessages.internalCreators, entityType: null, billableMinutes: 0, otherMinutes: 20 },
    ]);
    expect(data.lowRatings).toEqual({
      total: 2,
      comments: [
        {
          ticketId: ticketIds.T1,
          subject: 'T1',
          rating: 2,
          comment: 'Tardaron mucho',
          answeredDate: local('03-05 10:00').toISOString(),
        },
        {
          ticketId: ticketIds.T6,
          subject: 'T6',
          rating: 1,
          comment: 'Nadie respondió',
          answeredDate: local('03-03 12:00').toISOString(),
        },
      ],
    });
  });

  it('narrows every figure by category, sub-category and responsible, and counts the whole company without a branch', async () => {
    const byCategory = await indicators({ categoryId: 2 });
    expect(byCategory.cards).toEqual({
      created: 1,
      closed: 1,
      slaCompliance: share(0, 0, null),
      firstResponseCompliance: share(0, 0, null),
      // One ticket: halfway into its bucket for the median, 90 % into it for the 90th percentile.
      firstResponseMinutes: spread(1, 35, 39),
      resolutionMinutes: spread(1, 270, 294),
      satisfaction: { average: null, answers: 0, surveysSent: 1, ratings: [0, 0, 0, 0, 0] },
    });
    expect(byCategory.backlog).toEqual(days([0, 0, 0, 0, 0, 0, 0], [0, 0, 1], [0, 0, 1]));
    expect(byCategory.workload).toEqual([
      { userId: people.supervisor, name: 'Sergio Supervisor', open: 0, overdue: 0, closed: 1 },
    ]);
    expect(byCategory.timeByEntity).toEqual([
      { entityId: null, name: indicatorMessages.internalCreators, entityType: null, billableMinutes: 0, otherMinutes: 20 },
    ]);
    expect(byCategory.lowRatings).toEqual({ total: 0, comments: [] });

    const bySubCategory = await indicators({ subCategoryId: 2 });
    expect(bySubCategory.cards).toMatchObject({
      created: 2,
      closed: 0,
      firstResponseCompliance: share(1, 2, 50),
      firstResponseMinutes: spread(1, 6, 6),
      resolutionMinutes: spread(0, null, null),
    });
    expect(bySubCategory.backlog).toEqual(days([0, 1, 1, 1, 2, 2, 2], [0, 1, 0, 0, 1]));
    expect(bySubCategory.workload).toEqual([
      { userId: people.supervisor, name: 'Sergio Supervisor', open: 1, overdue: 1, closed: 0 },
    ]);
    expect(bySubCategory.timeByEntity).toMatchObject([{ ...providerEntity, billableMinutes: 60, otherMinutes: 0 }]);

    // A responsible's figures are counted from their own tickets: T1, T2, T6 and T7.
    const byResponsible = await indicators({ assignedTo: people.agente });
    expect(byResponsible.cards).toEqual({
      created: 3,
      closed: 3,
      slaCompliance: share(1, 3, 33.3),
      firstResponseCompliance: share(2, 3, 66.7),
      firstResponseMinutes: spread(3, 68, 201),
      resolutionMinutes: spread(3, 900, 4512),
      satisfaction: { average: 2.67, answers: 3, surveysSent: 3, ratings: [1, 1, 0, 0, 1] },
    });
    expect(byResponsible.backlog).toEqual(days([2, 1, 0, 0, 1, 1, 1], [2, 0, 0, 0, 1], [1, 1, 1]));
    expect(byResponsible.workload).toEqual([{ userId: people.agente, name: 'Ana Agente', open: 0, overdue: 0, closed: 3 }]);
    expect(byResponsible.timeByEntity).toMatchObject([{ ...clientEntity, billableMinutes: 30, otherMinutes: 15 }]);
    expect(byResponsible.lowRatings.comments.map((c: { ticketId: number }) => c.ticketId)).toEqual([ticketIds.T1, ticketIds.T6]);

    // One catalogue filter reads its own closings; two of them, those of each whole combination.
    for (const [filter, workload] of [
      [{ categoryId: 2 }, byCategory.workload],
      [{ subCategoryId: 2 }, bySubCategory.workload],
      [{ categoryId: 2, subCategoryId: 4 }, byCategory.workload],
    ] as const) {
      expect((await indicators({ ...filter, companyLocationId: null })).workload, JSON.stringify(filter)).toEqual(workload);
    }
    expect((await indicators({ categoryId: 1 })).workload).toEqual([
      { userId: people.agente, name: 'Ana Agente', open: 0, overdue: 0, closed: 3 },
      { userId: people.supervisor, name: 'Sergio Supervisor', open: 1, overdue: 1, closed: 0 },
      { userId: null, name: indicatorMessages.noResponsible, open: 1, overdue: 0, closed: 0 },
    ]);

    const allFour = await indicators({ categoryId: 1, subCategoryId: 1, assignedTo: people.agente });
    expect(allFour.cards).toMatchObject({ created: 2, closed: 3 });

    const company = await indicators({ companyLocationId: null });
    expect(company.cards.created).toBe(7);
    expect(company.workload).toContainEqual({ userId: people.agente, name: 'Ana Agente', open: 1, overdue: 0, closed: 3 });
  });

  it("adds a range's first and last days to its whole weeks", async () => {
    // Thursday 27 February to Tuesday 10 March: one whole week and six other days, which bring T6 (created on the 28th,
    // answered then, its time logged on the 29th) and T7's closing (the 10th).
    const data = await indicators({ start: '2020-02-27', end: '2020-03-10' });
    expect(data.cards).toMatchObject({ created: 7, closed: 5, firstResponseMinutes: { tickets: 5 } });
    expect(data.cards.resolutionMinutes.tickets).toBe(5);
    expect(data.workload).toEqual([
      { userId: people.agente, name: 'Ana Agente', open: 0, overdue: 0, closed: 4 },
      { userId: people.supervisor, name: 'Sergio Supervisor', open: 1, overdue: 1, closed: 1 },
      { userId: null, name: indicatorMessages.noResponsible, open: 1, overdue: 0, closed: 0 },
    ]);
    expect(data.timeByEntity[0]).toMatchObject({ ...clientEntity, billableMinutes: 75, otherMinutes: 15 });
    // The first quarter: five days, three blocks of four weeks (6 January to 29 March) and two days, the same figures.
    const quarter = await indicators({ start: '2020-01-01', end: '2020-03-31' });
    expect(quarter.cards).toMatchObject({
      created: 7,
      closed: 5,
      firstResponseMinutes: { tickets: 5 },
      resolutionMinutes: { tickets: 5 },
    });
    expect(quarter.workload).toEqual(data.workload);
    expect(quarter.timeByEntity).toEqual(data.timeByEntity);
    const company = await indicators({ start: '2020-02-27', end: '2020-03-10', companyLocationId: null });
    expect(company.workload[0]).toEqual({ userId: people.agente, name: 'Ana Agente', open: 1, overdue: 0, closed: 4 });
  });

  it('leaves out first responses not yet due and the backlog of days to come, as of `now`', async () => {
    const [{ id }] = await db().select({ id: users.id }).from(users).where(eq(users.userName, 'supervisor'));
    const service = createIndicatorsService({ db: db() });
    const query = indicatorsQuery.parse({ ...RANGE, companyLocationId: String(branch) } satisfies IndicatorsQuery);
    // 9:30 on Tuesday 3 March: T3's first response is due at 10:00 and its deadline on the 4th.
    const data = await service.get((await loadAuthUser(db(), id))!, query, local('03-03 09:30'));
    expect(data.cards.firstResponseCompliance).toEqual(share(2, 3, 66.7));
    expect(data.backlog.map((day) => day.backlog)).toEqual([2, 2, null, null, null, null, null]);
    expect(data.workload).toContainEqual({
      userId: people.supervisor,
      name: 'Sergio Supervisor',
      open: 1,
      overdue: 0,
      closed: 1,
    });
  });

  it('exports the same figures as an Excel workbook with a sheet per part', async () => {
    const query = new URLSearchParams({ ...RANGE, companyLocationId: String(branch) });
    const response = await supervisor.raw(`/api/indicators/export?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Indicadores 2020-03-02 a 2020-03-08.xlsx"');
    const file = response.rawPayload;
    expect(file.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    for (const sheet of [1, 2, 3, 4, 5]) expect(file.includes(`xl/worksheets/sheet${sheet}.xml`)).toBe(true);
  });

  it("subscribes and unsubscribes the caller to the weekly mail ('Recibir cada lunes')", async () => {
    const subscription = async () => (await supervisor.get('/api/indicators/subscription')).body.data;
    expect(await subscription()).toEqual({ subscribed: false });
    expect((await supervisor.put('/api/indicators/subscription', { subscribed: true })).body.data).toEqual({ subscribed: true });
    expect((await supervisor.put('/api/indicators/subscription', { subscribed: true })).statusCode).toBe(200);
    expect(await subscription()).toEqual({ subscribed: true });
    expect((await supervisor.put('/api/indicators/subscription', { subscribed: false })).body.data).toEqual({
      subscribed: false,
    });
    expect(await subscription()).toEqual({ subscribed: false });
  });

  it('is for internal holders of permission 31: the administrator and the supervisor, not agents, clients or providers', async () => {
    const path = `/api/indicators?start=${RANGE.start}&end=${RANGE.end}`;
    expect((await (await t.as('admin')).get(path)).statusCode).toBe(200);
    for (const user of ['agente', 'cliente', 'proveedor'] as const) {
      const client = await t.as(user);
      for (const response of [await client.get(path), await client.put('/api/indicators/subscription', { subscribed: true })]) {
        expect(response.statusCode, user).toBe(403);
        expect(response.body.data.code).toBe('auth.forbidden');
      }
    }
    expect((await t.anonymous.get(path)).statusCode).toBe(401);
    // A client role granted 31 by mistake still sees nothing company-wide.
    const cliente = await t.as('cliente');
    const [{ roleId }] = await db().select({ roleId: users.roleId }).from(users).where(eq(users.id, people.cliente));
    await db().execute(sql`INSERT INTO business_function_roles (role_id, business_function_id) VALUES (${roleId}, 31)`);
    try {
      const response = await cliente.get(path);
      expect(response.statusCode).toBe(403);
      expect(response.body.data.code).toBe('auth.forbidden');
    } finally {
      await db().execute(sql`DELETE FROM business_function_roles WHERE role_id = ${roleId} AND business_function_id = 31`);
    }
  });

  it('refuses bad input with a Spanish message on each field', async () => {
    const fieldsOf = async (query: string) => {
      const response = await supervisor.get(`/api/indicators?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body.data.code).toBe('request.invalid');
      return response.body.data.fields;
    };
    const invalidDate = indicatorMessages.invalidDate;
    expect(await fieldsOf('')).toEqual({ start: invalidDate, end: invalidDate });
    expect(await fieldsOf('start=2026-02-30&end=ayer')).toEqual({ start: invalidDate, end: invalidDate });
    expect(await fieldsOf('start=2026-03-10&end=2026-03-09')).toEqual({ end: indicatorMessages.endBeforeStart });
    expect(await fieldsOf('start=2025-01-01&end=2026-01-02')).toEqual({ end: indicatorMessages.rangeTooLong });
    expect((await supervisor.get('/api/indicators?start=2024-01-01&end=2024-12-31')).statusCode).toBe(200);
    expect(
      await fieldsOf(`start=${RANGE.start}&end=${RANGE.end}&companyLocationId=abc&categoryId=0&assignedTo=2147483648`),
    ).toEqual({
      companyLocationId: messages.invalidId,
      categoryId: messages.invalidId,
      assignedTo: messages.invalidId,
    });
    expect(await fieldsOf(`start=${RANGE.start}&end=${RANGE.end}&subCategoryId=999999&assignedTo=999999`)).toEqual({
      subCategoryId: messages.invalidOption,
      assignedTo: messages.invalidOption,
    });
    expect(await fieldsOf(`start=${RANGE.start}&end=${RANGE.end}&categoryId=2&subCategoryId=1`)).toEqual({
      subCategoryId: indicatorMessages.subCategoryOutside,
    });
    const export400 = await supervisor.get('/api/indicators/export?start=2026-03-10&end=2026-03-09');
    expect(export400.body.data.fields).toEqual({ end: indicatorMessages.endBeforeStart });
    const subscription = await supervisor.put('/api/indicators/subscription', { subscribed: 'sí' });
    expect(subscription.statusCode).toBe(400);
    expect(subscription.body.data.fields).toEqual({ subscribed: indicatorMessages.subscribedFlag });
  });
});
