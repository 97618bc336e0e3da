import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { findingMessages, messages, TicketStatus, wholePercentages } from '@tms/contracts';
import { createTestApp, type ApiResponse, type TestApp, type TestClient } from '../../../test/test-app';
import { businessFunctionRoles, externalEntities, users, workItems } from '../../../db/schema';

const ticket = (subject: string, overrides: Record<string, unknown> = {}) => ({
  subject,
  detail: '<p>Detalle</p>',
  categoryId: 1,
  subCategoryId: 1,
  severityId: 1,
  ...overrides,
});

interface ReportRow {
  id: number;
  status: string;
  companyLocationId: number | null;
  categoryId: number;
  subCategoryId: number;
  severityId: number;
  statusId: number;
  userId: number | null;
}
interface ReportOption {
  value: number;
  label: string;
}
const CLIENT_ROLE_ID = 1008;
const byNumber = (a: number | null, b: number | null) => (a ?? 0) - (b ?? 0);
const REPORT_RANGE = 'start=2000-01-01T00:00:00.000Z&end=2100-01-01T00:00:00.000Z';

describe('ticket lists, search, report and charts', () => {
  let t: TestApp;
  let cliente: TestClient;
  let agente: TestClient;
  let supervisor: TestClient;
  let proveedor: TestClient;
  let otherClientManager: TestClient;
  const ids: Record<string, number> = {};

  const create = async (client: TestClient, subject: string, overrides: Record<string, unknown> = {}) => {
    const response = await client.post('/api/workitems', ticket(subject, overrides));
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    ids[subject] = response.body.data.id;
    return response.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [cliente, agente, supervisor, proveedor] = await Promise.all([
      t.as('cliente'),
      t.as('agente'),
      t.as('supervisor'),
      t.as('proveedor'),
    ]);
    // A manager (permission 13) of another client company.
    const [other] = await t.database.handle.db
      .insert(externalEntities)
      .values({ entityTypeId: 2, code: 'Otra Empresa', isActive: true })
      .returning();
    const admin = await t.as('admin');
    const created = await admin.post('/api/users', {
      userName: 'gerente.otra',
      displayName: 'Gerente Otra',
      email: 'gerente@otra.com',
      roleId: 1009,
      companyLocationId: 1,
      entityTypeId: 2,
      externalEntityId: other.id,
      isActive: true,
      password: 'Gerente123',
    });
    expect(created.statusCode).toBe(201);
    // The manager has already chosen a password of their own (a new user must before anything else).
    await t.database.handle.db.update(users).set({ needChangePassword: false }).where(eq(users.userName, 'gerente.otra'));
    otherClientManager = await t.signIn('gerente.otra', 'Gerente123');

    await create(cliente, 'Impresión borrosa en recepción');
    await create(cliente, 'Error de correo', { subCategoryId: 2 });
    await create(agente, 'Cambio de tóner', { companyLocationId: 3 });
    await create(supervisor, 'Nómina de octubre', { categoryId: 3, subCategoryId: 5 });
    await create(otherClientManager, 'Pantalla rota');
    // Close one of the client's tickets (the agent is its assignee).
    const toClose = (await agente.get(`/api/workitems/${ids['Error de correo']}`)).body.data;
    const closed = await agente.put(`/api/workitems/${toClose.id}`, {
      ...ticket(toClose.subject, { subCategoryId: 2 }),
      detail: toClose.detail,
      statusId: 3,
      modifiedDate: toClose.modifiedDate,
    });
    expect(closed.statusCode, JSON.stringify(closed.body)).toBe(200);
    await supervisor.post(`/api/workitems/${ids['Impresión borrosa en recepción']}/follow`);
  });
  afterAll(() => t.close());

  const assignedReport = async (query: string, client = supervisor) => {
    const response = await client.get(`/api/workitems/assigned-report?${REPORT_RANGE}&${query}`);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };

  it('requires authentication and the list permissions', async () => {
    for (const url of [
      '/api/workitems/sent',
      '/api/workitems/received',
      '/api/workitems/subscribed',
      '/api/workitems/summary',
      '/api/workitems/to-expire',
      '/api/chartworkitem/getchartworkitemmonthly',
    ]) {
      expect((await t.anonymous.get(url)).statusCode, url).toBe(401);
    }
    expect((await t.anonymous.post('/api/workitems/search', {})).statusCode).toBe(401);
    // The demo client role has no search (13) nor report (25) permission, and no chart data as an external user.
    expect((await cliente.post('/api/workitems/search', {})).statusCode).toBe(403);
    expect(
      (await cliente.get('/api/workitems/assigned-report?start=2020-01-01T00:00:00Z&end=2100-01-01T00:00:00Z')).statusCode,
    ).toBe(403);
    expect((await cliente.get('/api/workitems/received')).statusCode).toBe(403);
    expect((await cliente.get('/api/chartworkitem/getchartworkitemcategories')).statusCode).toBe(403);
  });

  it('lists sent tickets with active and closed filters, agreeing with the summary', async () => {
    const all = (await cliente.get('/api/workitems/sent')).body.data;
    const active = (await cliente.get('/api/workitems/sent?filter=active')).body.data;
    const closed = (await cliente.get('/api/workitems/sent?filter=closed')).body.data;
    expect(all.total).toBe(2);
    expect(active.rows.map((r: { subject: string }) => r.subject)).toEqual(['Impresión borrosa en recepción']);
    expect(closed.rows.map((r: { subject: string }) => r.subject)).toEqual(['Error de correo']);
    expect(all.rows[0]).toMatchObject({
      subCategoryCode: expect.any(String),
      status: expect.any(String),
      createdByName: 'Carla Cliente',
      modifiedDate: expect.any(String),
    });
    const summary = (await cliente.get('/api/workitems/summary')).body.data;
    expect(summary).toMatchObject({ initialTickets: active.total, closedTickets: closed.total, totalSentTickets: all.total });
  });

  it('lists received and subscribed tickets, hiding ended subscriptions unless asked', async () => {
    const received = (await agente.get('/api/workitems/received?pageSize=2&sortField=id&sortOrder=asc')).body.data;
    // Impresión (Guadalajara), Error de correo (sub-category owner) and Pantalla rota (Matriz); tóner at Monterrey goes to the supervisor.
    expect(received.total).toBe(3);
    expect(received.rows).toHaveLength(2);
    const summary = (await agente.get('/api/workitems/summary')).body.data;
    const activeReceived = (await agente.get('/api/workitems/received?filter=active')).body.data.total;
    expect(summary.assignedTickets).toBe(activeReceived);
    const subscribed = (await supervisor.get('/api/workitems/subscribed')).body.data;
    expect(subscribed.rows.map((r: { id: number }) => r.id)).toEqual([ids['Impresión borrosa en recepción']]);
    expect((await supervisor.get('/api/workitems/summary')).body.data.totalSubscribedTickets).toBe(1);
  });

  it('lists the assignee’s expiring tickets by expiry date', async () => {
    const rows = (await agente.get('/api/workitems/to-expire')).body.data;
    expect(rows.length).toBeGreaterThan(0);
    const dates = rows.map((r: { expireDate: string }) => r.expireDate);
    expect([...dates].sort((a, b) => a.localeCompare(b))).toEqual(dates);
    expect(rows.map((r: { id: number }) => r.id)).not.toContain(ids['Error de correo']);
  });

  it('searches subjects ignoring accents and matching partial words', async () => {
    const find = async (subject: string) =>
      (await supervisor.post('/api/workitems/search', { subject })).body.data.rows.map((r: { subject: string }) => r.subject);
    expect(await find('impresion')).toEqual(['Impresión borrosa en recepción']);
    expect(await find('impres')).toEqual(['Impresión borrosa en recepción']);
    expect(await find('TONER')).toEqual(['Cambio de tóner']);
    expect(await find('nomina octubre')).toEqual(['Nómina de octubre']);
    expect(await find('inexistente')).toEqual([]);
  });

  it('combines filters, pages in SQL and exports everything on demand', async () => {
    const byLocation = (await supervisor.post('/api/workitems/search', { locationId: 3 })).body.data;
    expect(byLocation.rows.map((r: { subject: string }) => r.subject)).toEqual(['Cambio de tóner']);
    const closed = (await supervisor.post('/api/workitems/search', { statusId: 3, categoryId: 1 })).body.data;
    expect(closed.rows.map((r: { subject: string }) => r.subject)).toEqual(['Error de correo']);
    const page = (await supervisor.post('/api/workitems/search', { pageSize: 2, sortField: 'id', sortOrder: 'asc' })).body.data;
    expect(page.total).toBe(5);
    expect(page.rows).toHaveLength(2);
    const everything = (await supervisor.post('/api/workitems/search', { all: true, pageSize: 2 })).body.data;
    expect(everything.rows).toHaveLength(5);
    expect(everything.rows[0]).toMatchObject({
      categoryName: expect.any(String),
      severity: expect.any(String),
      createdDate: expect.any(String),
    });
    const future = (await supervisor.post('/api/workitems/search', { startDate: '2100-01-01T00:00:00.000Z' })).body.data;
    expect(future.total).toBe(0);
  });

  it('never shows an external user another entity’s tickets through lists or search', async () => {
    const seen = (await otherClientManager.post('/api/workitems/search', { all: true })).body.data.rows.map(
      (r: { subject: string }) => r.subject,
    );
    expect(seen).toEqual(['Pantalla rota']);
    const sent = (await otherClientManager.get('/api/workitems/sent')).body.data.rows.map((r: { subject: string }) => r.subject);
    expect(sent).toEqual(['Pantalla rota']);
    expect((await proveedor.get('/api/workitems/sent')).body.data.total).toBe(0);
    expect((await otherClientManager.get(`/api/workitems/${ids['Impresión borrosa en recepción']}`)).statusCode).toBe(403);
  });

  it('reports assigned tickets in a date range, a page at a time, with the drop-downs built on the server', async () => {
    const everything = await assignedReport('all=true');
    expect(everything.total).toBe(5);
    expect(everything.rows).toHaveLength(5);
    expect(everything.severalUsers).toBe(true);
    const closed = everything.rows.find((r: ReportRow) => r.id === ids['Error de correo']);
    expect(closed).toMatchObject({
      statusId: 3,
      status: 'Finalizado',
      userName: 'Ana Agente',
      closedDate: expect.any(String),
      categoryName: 'Soporte TI',
    });
    // Newest first by default; pages of the chosen size in a stable order.
    const ids5 = everything.rows.map((r: ReportRow) => r.id);
    expect(ids5).toEqual([...ids5].sort((a, b) => b - a));
    const first = await assignedReport('pageSize=2&sortField=id&sortOrder=asc');
    const last = await assignedReport('pageSize=2&page=2&sortField=id&sortOrder=asc');
    expect(first).toMatchObject({ total: 5 });
    expect([...first.rows, ...last.rows].map((r: ReportRow) => r.id)).toEqual(
      [...ids5].sort((a, b) => a - b).filter((_, i) => i < 2 || i === 4),
    );
    // 'Tiempo de cierre' sorts finalised tickets first, open ones (no closing time) after them either way.
    for (const order of ['asc', 'desc']) {
      expect((await assignedReport(`sortField=closingTime&sortOrder=${order}`)).rows[0].id).toBe(ids['Error de correo']);
    }

    const finished = await assignedReport(`statusId=${TicketStatus.Finished}`);
    expect(finished.rows.map((r: ReportRow) => r.id)).toEqual([ids['Error de correo']]);
    expect(finished.total).toBe(1);
    // A drop-down ignores its own choice and follows the others'.
    expect(finished.options.statusId.map((o: ReportOption) => o.label)).toEqual(
      ['En progreso', 'Finalizado', 'Inicial'].filter((label) => everything.rows.some((r: ReportRow) => r.status === label)),
    );
    expect(finished.options.userId.map((o: ReportOption) => o.label)).toEqual(['Ana Agente']);
  });

  it('answers every drop-down choice with the rows, total and options the whole result gives', async () => {
    const everything: ReportRow[] = (await assignedReport('all=true')).rows;
    const { options } = await assignedReport('');
    const keys = ['companyLocationId', 'categoryId', 'subCategoryId', 'severityId', 'statusId', 'userId'] as const;
    for (const key of keys) {
      const expected = [...new Set(everything.map((r) => r[key]).filter((v) => v !== null))].sort(byNumber);
      expect(
        options[key].map((o: ReportOption) => o.value).sort((a: number, b: number) => a - b),
        key,
      ).toEqual(expected);
      for (const { value } of options[key]) {
        const chosen = await assignedReport(`${key}=${value}&pageSize=500`);
        const matching = everything.filter((r) => r[key] === value).map((r) => r.id);
        expect(chosen.total, `${key}=${value}`).toBe(matching.length);
        expect(chosen.rows.map((r: ReportRow) => r.id).sort(byNumber), `${key}=${value}`).toEqual(matching.sort(byNumber));
      }
    }
  });

  it('keeps the report, its total and its options within what the caller may see', async () => {
    // The client role gets the report (25) without the Buscador (13): it sees only its own tickets.
    const grant = and(eq(businessFunctionRoles.roleId, CLIENT_ROLE_ID), eq(businessFunctionRoles.businessFunctionId, 25));
    await t.database.handle.db.insert(businessFunctionRoles).values({ roleId: CLIENT_ROLE_ID, businessFunctionId: 25 });
    try {
      const own = await assignedReport('all=true', cliente);
      const expected = [ids['Impresión borrosa en recepción'], ids['Error de correo']].sort((a, b) => a - b);
      expect(own.rows.map((r: ReportRow) => r.id).sort((a: number, b: number) => a - b)).toEqual(expected);
      expect(own.total).toBe(2);
      expect(own.severalUsers).toBe(false);
      expect(own.options.userId.map((o: ReportOption) => o.label)).toEqual(['Ana Agente']);
    } finally {
      await t.database.handle.db.delete(businessFunctionRoles).where(grant);
    }
  });

  it('builds share charts whose counts match the search and whose percentages add to 100', async () => {
    const total = (await supervisor.post('/api/workitems/search', {})).body.data.total;
    for (const path of ['getchartworkitemcategories', 'getchartworkitemlocations', 'getchartworkitemdepartments']) {
      const rows = (await supervisor.get(`/api/chartworkitem/${path}`)).body.data;
      expect(
        rows.reduce((sum: number, r: { tickets: number }) => sum + r.tickets, 0),
        path,
      ).toBe(total);
      expect(
        rows.reduce((sum: number, r: { percentage: number }) => sum + r.percentage, 0),
        path,
      ).toBe(100);
    }
    const categories = (await supervisor.get('/api/chartworkitem/getchartworkitemcategories')).body.data;
    expect(categories[0]).toMatchObject({ name: 'Soporte TI', tickets: 4, percentage: 80 });
  });

  it('builds the monthly chart for the last 12 months', async () => {
    const old = new Date();
    old.setMonth(old.getMonth() - 2);
    await t.database.handle.db.update(workItems).set({ createdDate: old }).where(eq(workItems.id, ids['Nómina de octubre']));
    const rows = (await supervisor.get('/api/chartworkitem/getchartworkitemmonthly')).body.data;
    expect(rows).toHaveLength(12);
    expect(rows.map((r: { rowIndex: number }) => r.rowIndex)).toEqual([...Array(12).keys()]);
    const current = rows[11];
    expect(current).toMatchObject({ month: new Date().getMonth() + 1, totalTicketMonth: 4, totalTicketClosed: 1, totalInSLA: 1 });
    expect(rows[9].totalTicketMonth).toBe(1);
  });

  it('applies the quick filters (estado, severidad, vencidos) in SQL, within each list, with the filtered total', async () => {
    const past = new Date(Date.now() - 86_400_000);
    const blurry = ids['Impresión borrosa en recepción'];
    await t.database.handle.db.update(workItems).set({ severityId: 3, expireDate: past }).where(eq(workItems.id, blurry));
    await t.database.handle.db.update(workItems).set({ expireDate: past }).where(eq(workItems.id, ids['Error de correo']));
    const subjects = async (client: TestClient, url: string) => {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(200);
      const page = response.body.data;
      return { total: page.total, subjects: page.rows.map((r: { subject: string }) => r.subject) };
    };
    // The finished 'Error de correo' is past its expiry too, but a finished ticket is never overdue.
    expect(await subjects(agente, '/api/workitems/received?overdue=true')).toEqual({
      total: 1,
      subjects: ['Impresión borrosa en recepción'],
    });
    expect(await subjects(agente, '/api/workitems/received?severityId=3')).toEqual({
      total: 1,
      subjects: ['Impresión borrosa en recepción'],
    });
    expect(await subjects(agente, `/api/workitems/received?statusId=${TicketStatus.Finished}`)).toEqual({
      total: 1,
      subjects: ['Error de correo'],
    });
    expect((await subjects(agente, `/api/workitems/received?statusId=${TicketStatus.Finished}&filter=active`)).total).toBe(0);
    const firstPage = await subjects(agente, `/api/workitems/received?statusId=${TicketStatus.Initial}&pageSize=1&sortField=id`);
    expect(firstPage.total).toBe(2);
    expect(firstPage.subjects).toHaveLength(1);
    expect(await subjects(cliente, '/api/workitems/sent?overdue=true&severityId=3')).toEqual({
      total: 1,
      subjects: ['Impresión borrosa en recepción'],
    });
    // Filters narrow each list; they never widen it: the supervisor sees every ticket, but is not this one's assignee.
    expect((await subjects(supervisor, '/api/workitems/received?overdue=true')).total).toBe(0);
    expect((await subjects(supervisor, '/api/workitems/sent?severityId=3')).total).toBe(0);
    expect((await subjects(supervisor, '/api/workitems/subscribed?overdue=true')).subjects).toEqual([
      'Impresión borrosa en recepción',
    ]);
    expect((await subjects(otherClientManager, '/api/workitems/sent?severityId=3')).total).toBe(0);
    expect((await subjects(agente, '/api/workitems/received?overdue=false')).total).toBe(3);
  });

  it('rounds shares to whole numbers that add to 100', () => {
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentages([4, 1])).toEqual([80, 20]);
    expect(wholePercentages([0, 0])).toEqual([0, 0]);
  });

  it('answers a Spanish 400 with the field, never a 500, to unknown sort fields and out-of-range or mistyped input', async () => {
    const english = /expected|invalid input|too (big|small)|must/i;
    const refused = async (response: ApiResponse, field: string, message?: string) => {
      const label = `${field}: ${JSON.stringify(response.body)}`;
      expect(response.statusCode, label).toBe(400);
      expect(response.body.message, label).toBe(messages.badRequest);
      const text = response.body.data.fields?.[field];
      expect(text, label).toEqual(message ?? expect.any(String));
      expect(text, label).not.toMatch(english);
    };
    for (const sortField of ['__proto__', 'constructor', 'toString', 'wi.id; DROP TABLE work_items'])
      for (const kind of ['sent', 'received', 'subscribed'])
        await refused(
          await supervisor.get(`/api/workitems/${kind}?sortField=${encodeURIComponent(sortField)}`),
          'sortField',
          messages.invalidOption,
        );
    await refused(await supervisor.get('/api/workitems/sent?page=99999999999'), 'page', findingMessages.wholeNumber);
    await refused(await supervisor.get('/api/workitems/sent?page=1e308'), 'page', findingMessages.wholeNumber);
    await refused(await supervisor.get('/api/workitems/sent?page=1&page=2'), 'page', findingMessages.wholeNumber);
    await refused(await supervisor.get('/api/workitems/sent?pageSize=101'), 'pageSize', findingMessages.pageSize);
    await refused(await supervisor.get('/api/workitems/sent?filter=%00'), 'filter');
    await refused(await supervisor.get('/api/workitems/subscribed?showEnded=maybe'), 'showEnded', messages.invalidOption);
    await refused(await supervisor.get('/api/workitems/sent?sortOrder=sideways'), 'sortOrder', messages.invalidOption);
    await refused(await supervisor.get('/api/workitems/sent?statusId=abc'), 'statusId', findingMessages.wholeNumber);
    await refused(await supervisor.get('/api/workitems/received?severityId=-1'), 'severityId', findingMessages.wholeNumber);
    await refused(
      await supervisor.get('/api/workitems/received?severityId=2147483648'),
      'severityId',
      findingMessages.wholeNumber,
    );
    await refused(await supervisor.get('/api/workitems/subscribed?overdue=yes'), 'overdue', messages.invalidOption);

    const search = (body: unknown) => supervisor.post('/api/workitems/search', body);
    await refused(await search({ sortField: '__proto__' }), 'sortField', messages.invalidOption);
    await refused(await search({ workItemId: 99999999999 }), 'workItemId', findingMessages.wholeNumber);
    await refused(await search({ statusId: TicketStatus.Finished + 0.5 }), 'statusId', findingMessages.wholeNumber);
    await refused(await search({ page: 2147483648 }), 'page', findingMessages.wholeNumber);
    await refused(await search({ startDate: '0000-01-01T00:00:00Z' }), 'startDate', findingMessages.invalidDate);
    await refused(await search({ endDate: '9999-12-31T23:59:59-05:00' }), 'endDate', findingMessages.invalidDate);
    await refused(await search({ startDate: 5 }), 'startDate', findingMessages.invalidDate);
    await refused(await search({ subject: 'impresi\u0000on' }), 'subject', messages.forbiddenCharacter);
    await refused(await search({ subject: 5 }), 'subject', findingMessages.invalidText);
    await refused(await search({ all: 'yes' }), 'all', findingMessages.trueOrFalse);
    await refused(await search([1]), '_');

    const report = (query: string) => supervisor.get(`/api/workitems/assigned-report?${query}`);
    await refused(await report('start=0000-01-01T00:00:00Z&end=2100-01-01T00:00:00Z'), 'start', findingMessages.invalidDate);
    await refused(await report('start=2000-01-01T00:00:00Z'), 'end');
    const range = 'start=2000-01-01T00:00:00Z&end=2100-01-01T00:00:00Z';
    await refused(await report(`${range}&pageSize=501`), 'pageSize', findingMessages.reportPageSize);
    await refused(await report(`${range}&sortField=detail`), 'sortField', messages.invalidOption);
    await refused(await report(`${range}&userId=abc`), 'userId', findingMessages.wholeNumber);
    await refused(await report(`${range}&all=yes`), 'all', messages.invalidOption);
    expect((await report('start=0001-01-01T00:00:00Z&end=9999-12-31T23:59:59Z')).statusCode).toBe(200);
  });
});
