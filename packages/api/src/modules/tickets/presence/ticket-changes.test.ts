// A ticket screen left open learns of the saves others make (docs/product/tickets.md#presence): the presence stream
// tells each other person on the ticket who saved, which fields changed and the new version, as soon as the save
// commits; never the person who saved, and never a client or provider anything about an internal note.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryField } from '@tms/contracts';
import { saveBody } from '../../../test/ticket-bodies';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { openPresenceStream } from './testing/presence-stream';

// Demo data (db/seed/demo-data.ts): sub-category 1 Impresoras is routed to agente; users 2 agente, 3 supervisor.
const SUPERVISOR = 3;

describe('news of a save on the presence stream', () => {
  let t: TestApp;
  let agente: TestClient;
  let supervisor: TestClient;
  let cliente: TestClient;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    [agente, supervisor, cliente] = await Promise.all([t.as('agente'), t.as('supervisor'), t.as('cliente')]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** `client` opens the ticket's screen: joins and listens until it hears who is there. */
  async function openScreen(client: TestClient, ticketId: number, others: string[]) {
    const join = await client.post(`/api/workitems/${ticketId}/presence`, {});
    expect(join.statusCode, JSON.stringify(join.body)).toBe(200);
    const stream = openPresenceStream(port, ticketId, join.body.data.ticket);
    await stream.until(others);
    return stream;
  }

  const save = async (client: TestClient, ticket: { id: number }, changes: Record<string, unknown>) => {
    const response = await client.put(`/api/workitems/${ticket.id}`, saveBody(ticket, changes));
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };

  it('tells the others who saved and what changed; an internal note only to internal users', async () => {
    const created = await cliente.post('/api/workitems', {
      subject: 'Impresora atascada',
      detail: '<p>Piso 3</p>',
      categoryId: 1,
      subCategoryId: 1,
      severityId: 1,
    });
    const ticket = created.body.data;
    const ana = await openScreen(agente, ticket.id, []);
    const carla = await openScreen(cliente, ticket.id, ['Ana Agente']);
    const sergio = await openScreen(supervisor, ticket.id, ['Ana Agente', 'Carla Cliente']);

    const reassigned = await save(supervisor, ticket, { assignedTo: SUPERVISOR });
    const reassignment = {
      by: 'Sergio Supervisor',
      fields: [HistoryField.Responsible],
      message: null,
      modifiedDate: reassigned.modifiedDate,
    };
    expect(await ana.untilChange(1, 'the agent hearing the reassignment')).toEqual(reassignment);
    expect(await carla.untilChange(1, 'the client hearing the reassignment')).toEqual(reassignment);

    const noted = await save(supervisor, reassigned, { discussion: '<p>Debe facturas.</p>', discussionIsInternal: true });
    expect(await ana.untilChange(2, 'the agent hearing of the note')).toEqual({
      by: 'Sergio Supervisor',
      fields: [],
      message: 'internalNote',
      modifiedDate: noted.modifiedDate,
    });

    const raised = await save(supervisor, noted, { severityId: 3, discussion: '<p>Lo reviso hoy.</p>' });
    const raise = {
      by: 'Sergio Supervisor',
      fields: [HistoryField.Severity],
      message: 'reply',
      modifiedDate: raised.modifiedDate,
    };
    expect(await ana.untilChange(3, 'the agent hearing the new severity')).toEqual(raise);
    // The client heard the reassignment, then the new severity: nothing in between told of the note.
    expect(await carla.untilChange(2, 'the client hearing the new severity')).toEqual(raise);
    expect(JSON.stringify(carla.changes)).not.toContain('internalNote');
    // Whoever saved is not told of their own saves.
    expect(sergio.changes).toEqual([]);
    for (const stream of [ana, carla, sergio]) stream.close();
  });
});
