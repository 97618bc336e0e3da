// What a type 1 notice says (docs/product/notifications.md#in-app-notifications): who did what on which ticket, each
// recipient only what they may know (an internal note is named to internal users only), and the status mail names who
// changed the status. The ticket is the client's (routed to the agent) with the supervisor (internal) and the provider
// (external) following it, so every recipient kind is told.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { HistoryField, NotificationType } from '@tms/contracts';
import { notifications, outbox, users } from '../../../db/schema';
import { OutboxKind } from '../../../lib/outbox';
import { assignFirstTask, saveBody } from '../../../test/ticket-bodies';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { notifyUpdated, updatedNoticeText } from './ticket-notifications';

// Demo data: sub-category 1 Impresoras is routed to the agent; statuses 2 'En progreso'; severities 3 'Alta'.
const AGENTE = 2;
const SUPERVISOR = 3;
const CLIENTE = 4;
const PROVEEDOR = 5;
const IN_PROGRESS = 2;
const HIGH = 3;
const SUBJECT = 'Monitor sin imagen';

describe('updatedNoticeText', () => {
  const ticket = { id: 293, subject: SUBJECT };
  const news = (changedFields: string[], message: { isInternal: boolean } | null = null) => ({ changedFields, message });

  it('says who did what on which ticket', () => {
    expect(updatedNoticeText(ticket, 'Ana Agente', news([], { isInternal: false }), false)).toBe(
      'Ana Agente respondió en el ticket #293: Monitor sin imagen',
    );
    expect(updatedNoticeText(ticket, 'Sergio Supervisor', news(['el estado a En progreso']), false)).toBe(
      'Sergio Supervisor cambió el estado a En progreso en el ticket #293: Monitor sin imagen',
    );
    expect(
      updatedNoticeText(
        ticket,
        'Ana Agente',
        news(['el asunto', 'la severidad a Alta', 'las tareas'], { isInternal: false }),
        true,
      ),
    ).toBe('Ana Agente respondió y cambió el asunto, la severidad a Alta y las tareas en el ticket #293: Monitor sin imagen');
  });

  it('names an internal note only to who may read it, and tells the others nothing of a note alone', () => {
    const noteAndStatus = news(['el estado a En progreso'], { isInternal: true });
    expect(updatedNoticeText(ticket, 'Ana Agente', noteAndStatus, true)).toBe(
      'Ana Agente agregó una nota interna y cambió el estado a En progreso en el ticket #293: Monitor sin imagen',
    );
    expect(updatedNoticeText(ticket, 'Ana Agente', noteAndStatus, false)).toBe(
      'Ana Agente cambió el estado a En progreso en el ticket #293: Monitor sin imagen',
    );
    expect(updatedNoticeText(ticket, 'Ana Agente', news([], { isInternal: true }), false)).toBeNull();
  });

  it('says who updated the ticket when the caller tells no news', () => {
    expect(updatedNoticeText(ticket, 'Ana Agente', null, false)).toBe('Ana Agente actualizó el ticket #293: Monitor sin imagen');
  });
});

describe('ticket notices', () => {
  const t = useTestApp();
  let cliente: TestClient;
  let agente: TestClient;
  let ticketId: number;

  const db = () => t.database.handle.db;
  /** The newest type 1 text `userId` got about the ticket since `afterId`, or undefined. */
  const latestText = async (userId: number, afterId = 0) => {
    const [row] = await db()
      .select({ text: notifications.text })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.workItemId, ticketId),
          eq(notifications.type, NotificationType.Updated),
          sql`${notifications.id} > ${afterId}`,
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(1);
    return row?.text;
  };
  const lastNotificationId = async () =>
    (await db().select({ id: notifications.id }).from(notifications).orderBy(desc(notifications.id)).limit(1))[0]?.id ?? 0;
  const loaded = async () => (await agente.get(`/api/workitems/${ticketId}`)).body.data;
  const expectSaved = (response: { statusCode: number; body: unknown }) =>
    expect(response.statusCode, JSON.stringify(response.body)).toBeLessThan(300);
  const about = (text: string) => `${text} en el ticket #${ticketId}: ${SUBJECT}`;

  beforeAll(async () => {
    [cliente, agente] = await Promise.all([t.as('cliente'), t.as('agente')]);
    await db().update(users).set({ emailNotifications: true });
    const created = await cliente.post('/api/workitems', {
      subject: SUBJECT,
      detail: '<p>No enciende</p>',
      categoryId: 1,
      subCategoryId: 1,
      severityId: 1,
    });
    expect(created.body.data.assignedTo).toBe(AGENTE);
    ticketId = created.body.data.id;
    expectSaved(
      await agente.put(`/api/workitems/${ticketId}`, saveBody(await loaded(), { subscribers: [SUPERVISOR, PROVEEDOR] })),
    );
  });

  it('tells each recipient what the caller names, an internal note only to internal users', async () => {
    const before = await lastNotificationId();
    const news = {
      changes: [{ fieldName: HistoryField.Status, oldValue: 1, newValue: IN_PROGRESS, kind: 'status' as const }],
      message: { isInternal: true },
    };
    await notifyUpdated(db(), ticketId, SUBJECT, AGENTE, { news });
    expect(await latestText(SUPERVISOR, before)).toBe(
      about('Ana Agente agregó una nota interna y cambió el estado a En progreso'),
    );
    expect(await latestText(CLIENTE, before)).toBe(about('Ana Agente cambió el estado a En progreso'));
    expect(await latestText(PROVEEDOR, before)).toBe(about('Ana Agente cambió el estado a En progreso'));
    expect(await latestText(AGENTE, before)).toBeUndefined();

    const noteOnly = await lastNotificationId();
    await notifyUpdated(db(), ticketId, SUBJECT, AGENTE, { news: { changes: [], message: { isInternal: true } } });
    expect(await latestText(SUPERVISOR, noteOnly)).toBe(about('Ana Agente agregó una nota interna'));
    expect(await latestText(CLIENTE, noteOnly)).toBeUndefined();
    expect(await latestText(PROVEEDOR, noteOnly)).toBeUndefined();
  });

  it('says who changed the status and to what, in the notice and in the creator’s mail', async () => {
    const before = await lastNotificationId();
    await db().delete(outbox);
    const saved = await agente.put(
      `/api/workitems/${ticketId}`,
      saveBody(await loaded(), {
        statusId: IN_PROGRESS,
        discussion: '<p>Nota: revisar el cable</p>',
        discussionIsInternal: true,
      }),
    );
    expectSaved(saved);
    expect(await latestText(CLIENTE, before)).toBe(about('Ana Agente cambió el estado a En progreso'));
    expect(await latestText(SUPERVISOR, before)).toBe(
      about('Ana Agente agregó una nota interna y cambió el estado a En progreso'),
    );
    const mails = await db().select().from(outbox).where(eq(outbox.kind, OutboxKind.Mail));
    expect(mails.map((mail) => mail.payload)).toEqual([
      expect.objectContaining({
        to: 'cliente@example.com',
        paragraphs: expect.arrayContaining([`Ana Agente cambió el estado de su ticket #${ticketId} "${SUBJECT}" a En progreso.`]),
      }),
    ]);
  });

  it('says who answered, with the message alone or with a save', async () => {
    const before = await lastNotificationId();
    const posted = await agente.post(`/api/workitems/${ticketId}/discussions`, { message: '<p>Voy en camino</p>' });
    expectSaved(posted);
    expect(await latestText(CLIENTE, before)).toBe(about('Ana Agente respondió'));
    expect(await latestText(PROVEEDOR, before)).toBe(about('Ana Agente respondió'));

    const byCreator = await lastNotificationId();
    const withSave = await cliente.put(
      `/api/workitems/${ticketId}`,
      saveBody((await cliente.get(`/api/workitems/${ticketId}`)).body.data, { severityId: HIGH, discussion: '<p>Gracias</p>' }),
    );
    expectSaved(withSave);
    expect(await latestText(AGENTE, byCreator)).toBe(about('Carla Cliente respondió y cambió la severidad a Alta'));
    expect(await latestText(SUPERVISOR, byCreator)).toBe(about('Carla Cliente respondió y cambió la severidad a Alta'));
  });

  it('tells an internal note posted alone to internal users only', async () => {
    const before = await lastNotificationId();
    const posted = await agente.post(`/api/workitems/${ticketId}/discussions`, {
      message: '<p>Pedir refacción</p>',
      isInternal: true,
    });
    expectSaved(posted);
    expect(await latestText(SUPERVISOR, before)).toBe(about('Ana Agente agregó una nota interna'));
    expect(await latestText(CLIENTE, before)).toBeUndefined();
  });

  it('names tasks and a new responsible', async () => {
    const tasks = await lastNotificationId();
    expectSaved(await assignFirstTask(agente, await loaded(), SUPERVISOR));
    // The task's responsible gets a child ticket for it: the save changed both.
    expect(await latestText(CLIENTE, tasks)).toBe(about('Ana Agente cambió los tickets hijos y las tareas'));

    const reassigned = await lastNotificationId();
    expectSaved(
      await agente.put(
        `/api/workitems/${ticketId}`,
        saveBody(await loaded(), { subject: SUBJECT, assignedTo: SUPERVISOR, severityId: 2 }),
      ),
    );
    expect(await latestText(CLIENTE, reassigned)).toBe(
      about('Ana Agente cambió la severidad a Media y el responsable a Sergio Supervisor'),
    );
    // The new responsible is told by the assignment (type 2), not twice.
    expect(await latestText(SUPERVISOR, reassigned)).toBeUndefined();
  });
});
