import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { BULK_MAX_TICKETS, bulkMessages, HistoryField, messages, NotificationType, TicketStatus } from '@tms/contracts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { notifications, users, workItemHistory, workItems, workItemSubscribers } from '../../../db/schema';

const ticket = (subject: string, overrides: Record<string, unknown> = {}) => ({
  subject,
  detail: '<p>Detalle</p>',
  categoryId: 1,
  subCategoryId: 1,
  severityId: 1,
  ...overrides,
});

describe('bulk actions on ticket lists', () => {
  let t: TestApp;
  let cliente: TestClient;
  let agente: TestClient;
  let supervisor: TestClient;
  let providerManager: TestClient;
  const userIds: Record<string, number> = {};

  const create = async (client: TestClient, subject: string, overrides: Record<string, unknown> = {}) => {
    const response = await client.post('/api/workitems', ticket(subject, overrides));
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  };
  const db = () => t.database.handle.db;
  const historyCount = async (ids: number[]) =>
    Object.fromEntries(
      await Promise.all(
        ids.map(async (id) => [id, (await db().select().from(workItemHistory).where(eq(workItemHistory.workItemId, id))).length]),
      ),
    );
  const notificationsOf = (ids: number[]) =>
    db()
      .select({
        id: notifications.id,
        workItemId: notifications.workItemId,
        userId: notifications.userId,
        type: notifications.type,
      })
      .from(notifications)
      .where(inArray(notifications.workItemId, ids));

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.as('admin');
    [cliente, agente, supervisor] = await Promise.all([t.as('cliente'), t.as('agente'), t.as('supervisor')]);
    const rows = await db()
      .select({ id: users.id, userName: users.userName, externalEntityId: users.externalEntityId })
      .from(users);
    for (const row of rows) userIds[row.userName] = row.id;
    const provider = rows.find((row) => row.userName === 'proveedor')!;
    const newUser = async (userName: string, roleId: number, entityTypeId: number, isActive: boolean) => {
      const response = await admin.post('/api/users', {
        userName,
        displayName: userName,
        email: `${userName}@demo.com`,
        roleId,
        companyLocationId: 1,
        entityTypeId,
        externalEntityId: entityTypeId === 1 ? null : provider.externalEntityId,
        isActive,
        password: 'Usuario123',
      });
      expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
      userIds[userName] = response.body.data.id;
      await db().update(users).set({ needChangePassword: false }).where(eq(users.userName, userName));
    };
    // A provider manager holds permission 26 but sees only its own entity's tickets; an inactive internal user.
    await newUser('gerente.proveedor', 1011, 3, true);
    await newUser('interno.inactivo', 2, 1, false);
    providerManager = await t.signIn('gerente.proveedor', 'Usuario123');
  });
  afterAll(() => t.close());

  it('reassigns each ticket on its own: one history entry and one notification per changed ticket, refusals with reasons', async () => {
    const first = await create(cliente, 'Impresora atascada');
    const second = await create(cliente, 'Impresora sin tinta');
    const finished = await create(cliente, 'Impresora reparada');
    // Finished by hand: closing through the API would first need its required task's child ticket finished.
    await db().update(workItems).set({ statusId: TicketStatus.Finished }).where(eq(workItems.id, finished));
    const missing = 999_999;
    const before = await historyCount([first, second, finished]);
    const notificationsBefore = await notificationsOf([first, second, finished]);

    const response = await supervisor.post('/api/workitems/bulk/reassign', {
      ids: [first, finished, second, missing, first],
      assignedTo: userIds.admin,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({
      changed: [first, second],
      refused: [
        { id: finished, reason: bulkMessages.finished },
        { id: missing, reason: bulkMessages.notFound },
      ],
    });
    for (const id of [first, second]) {
      const after = (await supervisor.get(`/api/workitems/${id}`)).body.data;
      expect(after.assignedTo).toBe(userIds.admin);
      const history = (await supervisor.get(`/api/workitems/${id}/history`)).body.data;
      expect(history[0].historyItems).toEqual([
        expect.objectContaining({
          fieldName: HistoryField.Responsible,
          oldValue: String(userIds.agente),
          newValue: String(userIds.admin),
        }),
      ]);
    }
    expect(await historyCount([first, second, finished])).toEqual({
      [first]: before[first] + 1,
      [second]: before[second] + 1,
      [finished]: before[finished],
    });
    const added = (await notificationsOf([first, second, finished])).filter(
      (n) => !notificationsBefore.some((b) => b.id === n.id),
    );
    expect(added).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ workItemId: first, userId: userIds.admin, type: NotificationType.Assigned }),
        expect.objectContaining({ workItemId: second, userId: userIds.admin, type: NotificationType.Assigned }),
      ]),
    );
    expect(added).toHaveLength(2);

    // Asked again, nothing changes: the tickets already have that responsible.
    const again = (await supervisor.post('/api/workitems/bulk/reassign', { ids: [first], assignedTo: userIds.admin })).body.data;
    expect(again).toEqual({ changed: [], refused: [{ id: first, reason: bulkMessages.sameAssignee }] });
  });

  it('refuses, per ticket, the tickets the caller may not see', async () => {
    const own = await create(providerManager, 'Entrega de refacciones');
    const hidden = await create(agente, 'Nómina de noviembre', { categoryId: 3, subCategoryId: 5 });
    const hiddenBefore = (await supervisor.get(`/api/workitems/${hidden}`)).body.data;
    const response = await providerManager.post('/api/workitems/bulk/reassign', {
      ids: [hidden, own],
      assignedTo: userIds.supervisor,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({ changed: [own], refused: [{ id: hidden, reason: messages.forbidden }] });
    expect((await supervisor.get(`/api/workitems/${own}`)).body.data.assignedTo).toBe(userIds.supervisor);
    expect((await supervisor.get(`/api/workitems/${hidden}`)).body.data.modifiedDate).toBe(hiddenBefore.modifiedDate);
  });

  it('needs permission 26 to reassign, and an active internal responsible', async () => {
    const id = await create(cliente, 'Impresora desconectada');
    expect((await agente.post('/api/workitems/bulk/reassign', { ids: [id], assignedTo: userIds.supervisor })).statusCode).toBe(
      403,
    );
    expect((await cliente.post('/api/workitems/bulk/reassign', { ids: [id], assignedTo: userIds.supervisor })).statusCode).toBe(
      403,
    );
    expect(
      (await t.anonymous.post('/api/workitems/bulk/reassign', { ids: [id], assignedTo: userIds.supervisor })).statusCode,
    ).toBe(401);
    for (const assignedTo of [userIds.cliente, userIds['interno.inactivo'], 999_999]) {
      const response = await supervisor.post('/api/workitems/bulk/reassign', { ids: [id], assignedTo });
      expect(response.statusCode, String(assignedTo)).toBe(400);
      expect(response.body.data.fields).toEqual({ assignedTo: bulkMessages.assignedTo });
    }
    expect((await supervisor.get(`/api/workitems/${id}`)).body.data.assignedTo).toBe(userIds.agente);
  });

  it('follows every visible ticket, refusing hidden, missing and already followed ones, without history or notifications', async () => {
    const own = await create(cliente, 'Impresora lenta');
    const followed = await create(cliente, 'Impresora ruidosa');
    const hidden = await create(agente, 'Nómina de diciembre', { categoryId: 3, subCategoryId: 5 });
    expect((await cliente.post(`/api/workitems/${followed}/follow`)).statusCode).toBe(200);
    const before = await historyCount([own, followed, hidden]);
    const notificationsBefore = (await notificationsOf([own, followed, hidden])).length;

    const response = await cliente.post('/api/workitems/bulk/follow', { ids: [own, followed, hidden, 999_999] });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({
      changed: [own],
      refused: [
        { id: followed, reason: bulkMessages.alreadyFollowing },
        { id: hidden, reason: messages.forbidden },
        { id: 999_999, reason: bulkMessages.notFound },
      ],
    });
    const subscriptions = await db()
      .select()
      .from(workItemSubscribers)
      .where(
        and(eq(workItemSubscribers.userId, userIds.cliente), inArray(workItemSubscribers.workItemId, [own, followed, hidden])),
      );
    expect(subscriptions.map((s) => s.workItemId)).toEqual(expect.arrayContaining([own, followed]));
    expect(subscriptions).toHaveLength(2);
    expect(await historyCount([own, followed, hidden])).toEqual(before);
    expect(await notificationsOf([own, followed, hidden])).toHaveLength(notificationsBefore);
    expect((await cliente.get('/api/workitems/subscribed')).body.data.rows.map((r: { id: number }) => r.id)).toContain(own);
  });

  it('answers a Spanish 400 with the field, never a 500, to bad input', async () => {
    const refused = async (body: unknown, field: string, message?: string) => {
      const response = await supervisor.post('/api/workitems/bulk/reassign', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body.data.fields?.[field], JSON.stringify(response.body)).toEqual(message ?? expect.any(String));
    };
    await refused({ ids: [], assignedTo: userIds.admin }, 'ids', bulkMessages.ids);
    await refused(
      { ids: [...Array(BULK_MAX_TICKETS + 1).keys()].map((i) => i + 1), assignedTo: userIds.admin },
      'ids',
      bulkMessages.ids,
    );
    await refused({ ids: 'todos', assignedTo: userIds.admin }, 'ids', bulkMessages.ids);
    await refused({ ids: [0], assignedTo: userIds.admin }, 'ids.0', messages.invalidId);
    await refused({ ids: [2_147_483_648], assignedTo: userIds.admin }, 'ids.0', messages.invalidId);
    await refused({ ids: [1] }, 'assignedTo', bulkMessages.assignedTo);
    await refused({ ids: [1], assignedTo: 'alguien' }, 'assignedTo', bulkMessages.assignedTo);
    const follow = await supervisor.post('/api/workitems/bulk/follow', { ids: null });
    expect(follow.statusCode).toBe(400);
    expect(follow.body.data.fields).toEqual({ ids: bulkMessages.ids });
  });
});
