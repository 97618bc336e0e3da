import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { automationMessages, messages, type AutomationInput } from '@tms/contracts';
import { queryRows } from '../../../db/client';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('automations catalogue', () => {
  const t = useTestApp();
  let admin: TestClient;
  let userIds: Record<string, number>;
  let categoryId: number;

  const trigger = (overrides: Partial<AutomationInput> = {}): AutomationInput => ({
    code: 'Asignar urgentes',
    detail: 'Los urgentes van a soporte',
    kind: 'trigger',
    events: ['created'],
    conditions: { severityIds: [4] },
    actions: [{ type: 'setSeverity', severityId: 3 }],
    isActive: true,
    ...overrides,
  });

  const count = async () =>
    (await queryRows<{ n: number }>(t.database.handle.db, sql`SELECT count(*)::int AS n FROM automation_rules`))[0].n;

  beforeAll(async () => {
    admin = await t.as('admin');
    const users = (await admin.get('/api/users/all')).body.data as { id: number; userName: string }[];
    userIds = Object.fromEntries(users.map((u) => [u.userName, u.id]));
    categoryId = (await admin.get('/api/categories')).body.data[0].id;
  });

  it('creates, reads, lists, updates and deactivates a rule; its runs start empty', async () => {
    const created = await admin.post('/api/automations', trigger());
    expect(created.statusCode).toBe(201);
    const rule = created.body.data;
    expect(rule).toMatchObject({ code: 'Asignar urgentes', kind: 'trigger', events: ['created'], threshold: null, order: 0 });
    expect(rule.conditions).toMatchObject({ severityIds: [4], categoryIds: [], assignedToIds: [], subjectContains: null });

    const updated = await admin.put(`/api/automations/${rule.id}`, trigger({ code: 'Urgentes', order: 2 }));
    expect(updated.statusCode).toBe(200);
    expect((await admin.get(`/api/automations/${rule.id}`)).body.data).toEqual(updated.body.data);
    expect((await admin.get('/api/automations')).body.data.map((r: { code: string }) => r.code)).toContain('Urgentes');
    expect((await admin.get(`/api/automations/${rule.id}/runs`)).body.data).toEqual([]);

    expect((await admin.delete(`/api/automations/${rule.id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/automations/${rule.id}`)).body.data.isActive).toBe(false);
    expect((await admin.get('/api/automations/999999/runs')).statusCode).toBe(404);
  });

  it('refuses unknown kinds, events and action types with Spanish messages on their fields', async () => {
    const response = await admin.post('/api/automations', {
      ...trigger(),
      kind: 'robot',
      events: ['deleted'],
      actions: [{ type: 'explode' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields).toMatchObject({
      kind: automationMessages.unknownKind,
      'events.0': automationMessages.unknownEvent,
      'actions.0.type': automationMessages.unknownActionType,
    });
  });

  it('keeps events on triggers and thresholds on time rules', async () => {
    const macroWithEvents = await admin.post('/api/automations', trigger({ kind: 'macro' }));
    expect(macroWithEvents.body.data.fields).toEqual({ events: automationMessages.noEvents.macro });
    const triggerWithout = await admin.post('/api/automations', trigger({ events: [] }));
    expect(triggerWithout.body.data.fields).toEqual({ events: automationMessages.eventsRequired });
    const triggerWithThreshold = await admin.post('/api/automations', trigger({ threshold: { percentOfSla: 50 } }));
    expect(triggerWithThreshold.body.data.fields).toEqual({ threshold: automationMessages.noThreshold.trigger });

    const escalation = (threshold: unknown) =>
      admin.post('/api/automations', { ...trigger({ kind: 'escalation', events: [] }), threshold });
    expect((await escalation(null)).body.data.fields).toEqual({
      'threshold.percentOfSla': automationMessages.percentOfSlaRequired,
    });
    expect((await escalation({ percentOfSla: 0 })).body.data.fields).toEqual({
      'threshold.percentOfSla': messages.invalidOption,
    });
    expect((await escalation({ percentOfSla: 1001 })).body.data.fields).toEqual({
      'threshold.percentOfSla': messages.invalidOption,
    });
    const schedule = (threshold: unknown) =>
      admin.post('/api/automations', { ...trigger({ kind: 'schedule', events: [] }), threshold });
    expect((await schedule({ idleWorkingHours: 8, waitingWorkingDays: 2 })).body.data.fields).toEqual({
      threshold: automationMessages.scheduleThresholdRequired,
    });
    const valid = await admin.post('/api/automations', {
      ...trigger({ code: 'Escalar al 150', kind: 'escalation', events: [] }),
      threshold: { percentOfSla: 150 },
    });
    expect(valid.statusCode).toBe(201);
    expect(valid.body.data.threshold).toEqual({ percentOfSla: 150, idleWorkingHours: null, waitingWorkingDays: null });
  });

  it('refuses unknown and inactive catalogue ids, and users who are not active internal users', async () => {
    const before = await count();
    const db = t.database.handle.db;
    await db.execute(sql`UPDATE categories SET is_active = false WHERE id = ${categoryId}`);
    try {
      const response = await admin.post(
        '/api/automations',
        trigger({
          code: 'Referencias',
          conditions: { categoryIds: [categoryId], subCategoryIds: [999_999], assignedToIds: [0] },
          actions: [
            { type: 'setResponsible', userId: userIds.cliente },
            { type: 'reply', cannedResponseId: 999_999 },
            { type: 'notify', userIds: [], responsible: false, message: 'Hola' },
          ],
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.body.data.fields).toEqual({ 'actions.2.userIds': automationMessages.recipientsRequired });
      const references = await admin.post(
        '/api/automations',
        trigger({
          code: 'Referencias',
          conditions: { categoryIds: [categoryId], subCategoryIds: [999_999], assignedToIds: [0] },
          actions: [
            { type: 'setResponsible', userId: userIds.cliente },
            { type: 'reply', cannedResponseId: 999_999 },
          ],
        }),
      );
      expect(references.statusCode).toBe(400);
      expect(references.body.data.fields).toEqual({
        'conditions.categoryIds': automationMessages.inactiveOption,
        'conditions.subCategoryIds': messages.invalidOption,
        'actions.0.userId': automationMessages.notInternalUser,
        'actions.1.cannedResponseId': messages.invalidOption,
      });
    } finally {
      await db.execute(sql`UPDATE categories SET is_active = true WHERE id = ${categoryId}`);
    }
    expect(await count()).toBe(before);
  });

  it('answers a duplicate code on its field, and an update with bad input leaves the rule as it was', async () => {
    const first = (await admin.post('/api/automations', trigger({ code: 'Único' }))).body.data;
    const again = await admin.post('/api/automations', trigger({ code: 'Único' }));
    expect(again.statusCode).toBe(400);
    expect(again.body.data).toMatchObject({ code: 'resource.duplicate', fields: { code: automationMessages.duplicateCode } });
    const bad = await admin.put(
      `/api/automations/${first.id}`,
      trigger({ code: 'Único', actions: [{ type: 'setStatus', statusId: 999 }] }),
    );
    expect(bad.body.data.fields).toEqual({ 'actions.0.statusId': messages.invalidOption });
    expect((await admin.get(`/api/automations/${first.id}`)).body.data).toEqual(first);
  });

  it('checks webhook targets with the webhooks check', async () => {
    const response = await admin.post(
      '/api/automations',
      trigger({ code: 'Webhook interno', actions: [{ type: 'webhook', url: 'http://127.0.0.1:5432/', secret: 's' }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields['actions.0.url']).toEqual(expect.any(String));
  });

  it('lists active macros to internal users only; the catalogue needs permission 30', async () => {
    const macro = (await admin.post('/api/automations', trigger({ code: 'Macro cerrar', kind: 'macro', events: [] }))).body.data;
    const agente = await t.as('agente');
    const picker = await agente.get('/api/automations/all');
    expect(picker.statusCode).toBe(200);
    expect(picker.body.data).toContainEqual({ id: macro.id, code: 'Macro cerrar', detail: macro.detail, kind: 'macro' });
    expect(picker.body.data.every((r: { kind: string }) => r.kind === 'macro')).toBe(true);

    const cliente = await t.as('cliente');
    expect((await cliente.get('/api/automations/all')).statusCode).toBe(403);
    expect((await t.anonymous.get('/api/automations')).statusCode).toBe(401);
    for (const caller of [agente, cliente]) {
      expect((await caller.get('/api/automations')).statusCode).toBe(403);
      expect((await caller.get(`/api/automations/${macro.id}/runs`)).statusCode).toBe(403);
      expect((await caller.post('/api/automations', trigger({ code: 'Intruso' }))).statusCode).toBe(403);
    }
  });
});
