// Macros (docs/product/automations.md): applied by an internal user with their own rights, all or nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { automationMessages, messages, ticketMessages, type AutomationInput } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('macros', () => {
  const t = useTestApp();
  let admin: TestClient;
  let agente: TestClient;
  let supervisor: TestClient;
  let cliente: TestClient;
  let ticket: { id: number; assignedTo: number };

  beforeAll(async () => {
    [admin, agente, supervisor, cliente] = await Promise.all([
      t.as('admin'),
      t.as('agente'),
      t.as('supervisor'),
      t.as('cliente'),
    ]);
    // Sub-category 2 routes to agente (demo data).
    const created = await cliente.post('/api/workitems', {
      subject: 'Macro',
      detail: '<p>Detalle.</p>',
      categoryId: 1,
      subCategoryId: 2,
      severityId: 1,
    });
    ticket = created.body.data;
  });

  const rule = async (code: string, overrides: Partial<AutomationInput> = {}) => {
    const response = await admin.post('/api/automations', {
      code,
      detail: 'Macro de prueba',
      kind: 'macro',
      isActive: true,
      actions: [
        { type: 'addNote', message: `<p>${code}</p>` },
        { type: 'setStatus', statusId: 2 },
      ],
      ...overrides,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  };
  const apply = (client: TestClient, ruleId: number, ticketId = ticket.id) =>
    client.post(`/api/workitems/${ticketId}/macros/${ruleId}`, {});
  const notes = async () =>
    (await admin.get(`/api/workitems/${ticket.id}`)).body.data.discussions.map((d: { message: string }) => d.message);

  it("refuses the whole macro when one action is beyond the user's rights, leaving nothing behind", async () => {
    const macro = await rule('Tomar ticket');
    // The supervisor sees the ticket but is not its responsible: they may not change its status.
    const refused = await apply(supervisor, macro);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(ticketMessages.notAssignee);
    expect(await notes()).not.toContain('<p>Tomar ticket</p>');
    expect((await admin.get(`/api/automations/${macro}/runs`)).body.data).toEqual([]);
  });

  it('applies a macro as the internal user: one save under their name, recorded as a run', async () => {
    const macro = await rule('En proceso');
    const applied = await apply(agente, macro);
    expect(applied.statusCode, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.statusId).toBe(2);
    expect(await notes()).toContain('<p>En proceso</p>');
    const history = (await agente.get(`/api/workitems/${ticket.id}/history`)).body.data;
    expect(history[0]).toMatchObject({ creatorId: ticket.assignedTo });
    const [run] = (await admin.get(`/api/automations/${macro}/runs`)).body.data;
    expect(run).toMatchObject({ ticketId: ticket.id, result: 'done', occasion: expect.stringMatching(/^macro:/) });
  });

  it('is for internal users, with an active macro', async () => {
    const macro = await rule('Solo internos');
    const external = await apply(cliente, macro);
    expect(external.statusCode).toBe(403);
    expect(external.body.message).toBe(messages.forbidden);
    expect((await apply(agente, 999_999)).statusCode).toBe(404);
    const trigger = (
      await admin.post('/api/automations', {
        code: 'No es macro',
        detail: 'Disparador',
        kind: 'trigger',
        events: ['created'],
        isActive: true,
        actions: [{ type: 'addNote', message: '<p>x</p>' }],
      })
    ).body.data.id;
    const notMacro = await apply(agente, trigger);
    expect(notMacro.statusCode).toBe(400);
    expect(notMacro.body.data.fields).toEqual({ ruleId: automationMessages.notMacro });
    await admin.delete(`/api/automations/${macro}`);
    expect((await apply(agente, macro)).body.data.fields).toEqual({ ruleId: automationMessages.notMacro });
  });
});
