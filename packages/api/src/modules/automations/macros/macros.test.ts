// Macros (docs/product/automations.md): applied by an internal user with their own rights, all or nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { automationMessages, bulkMessages, messages, ticketMessages, type AutomationInput } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

const SUPERVISOR = 3; // demo data

const ticketForm = { detail: '<p>Detalle.</p>', categoryId: 1, subCategoryId: 2, severityId: 1 };

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
    ticket = await createTicket('Macro');
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
  const notesOf = async (ticketId: number) =>
    (await admin.get(`/api/workitems/${ticketId}`)).body.data.discussions.map((d: { message: string }) => d.message);
  const notes = () => notesOf(ticket.id);
  const createTicket = async (subject: string) => (await cliente.post('/api/workitems', { ...ticketForm, subject })).body.data;

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
    expect((await apply(agente, macro, 999_999)).statusCode).toBe(404); // a missing ticket, not a run's foreign key
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

  describe('in bulk', () => {
    const applyInBulk = (client: TestClient, ids: number[], ruleId: number) =>
      client.post('/api/workitems/bulk/macro', { ids, ruleId });

    it('applies the macro to each ticket on its own: the refused ones keep nothing, the others change', async () => {
      const macro = await rule('En proceso en lote');
      const own = await createTicket('Macro del supervisor');
      await t.database.handle.db.execute(sql`UPDATE work_items SET assigned_to = ${SUPERVISOR} WHERE id = ${own.id}`);
      const others = await createTicket('Macro de otro responsable');
      // The supervisor is responsible of the first ticket only; the last one does not exist.
      const response = await applyInBulk(supervisor, [own.id, others.id, 999_999], macro);
      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toEqual({
        changed: [own.id],
        refused: [
          { id: others.id, reason: ticketMessages.notAssignee },
          { id: 999_999, reason: bulkMessages.notFound },
        ],
      });
      expect(await notesOf(own.id)).toContain('<p>En proceso en lote</p>');
      expect((await admin.get(`/api/workitems/${own.id}`)).body.data.statusId).toBe(2);
      expect(await notesOf(others.id)).not.toContain('<p>En proceso en lote</p>');
      expect((await admin.get(`/api/workitems/${others.id}`)).body.data.statusId).toBe(1);
      const runs = (await admin.get(`/api/automations/${macro}/runs`)).body.data;
      expect(runs.map((run: { ticketId: number }) => run.ticketId)).toEqual([own.id]);
    });

    it('is for internal users, with an active macro, and refuses a bad request as a whole', async () => {
      const macro = await rule('Lote solo internos');
      const external = await applyInBulk(cliente, [ticket.id], macro);
      expect(external.statusCode).toBe(403);
      expect(external.body.message).toBe(messages.forbidden);
      // Refused before the body is read: an external user learns nothing from its validation.
      expect((await cliente.post('/api/workitems/bulk/macro', {})).statusCode).toBe(403);
      expect((await applyInBulk(agente, [ticket.id], 999_999)).statusCode).toBe(404);
      const tooMany = await applyInBulk(
        agente,
        Array.from({ length: 101 }, (_, i) => i + 1),
        macro,
      );
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.body.data.fields).toEqual({ ids: bulkMessages.ids });
      await admin.delete(`/api/automations/${macro}`);
      const inactive = await applyInBulk(agente, [ticket.id], macro);
      expect(inactive.statusCode).toBe(400);
      expect(inactive.body.data.fields).toEqual({ ruleId: automationMessages.notMacro });
      expect(await notes()).not.toContain('<p>Lote solo internos</p>');
    });
  });
});
