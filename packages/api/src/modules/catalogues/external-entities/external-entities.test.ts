import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EntityType } from '@tms/contracts';
import { externalEntities, users, workItems } from '../../../db/schema';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('externalentities', () => {
  const t = useTestApp();

  it('lists active external entities, optionally of one entity type', async () => {
    const agente = await t.as('agente');
    expect((await agente.get('/api/externalentities/all')).body.data).toHaveLength(2);
    const providers = await agente.get('/api/externalentities/all?entityTypeId=3');
    expect(providers.body.data).toEqual([{ id: 2, entityTypeId: 3, code: 'Proveedor Demo S.A. de C.V.', isActive: true }]);
    expect((await agente.get('/api/externalentities/all?entityTypeId=x')).statusCode).toBe(400);
  });

  it('gives clients and providers only the companies of their own tickets, by name', async () => {
    const db = t.database.handle.db;
    const [other] = await db
      .insert(externalEntities)
      .values({ entityTypeId: EntityType.Client, code: 'Cliente Ajeno S.A.', isActive: true })
      .returning({ id: externalEntities.id });
    const codes = async (client: TestClient) => {
      const items = (await client.get('/api/externalentities/all')).body.data as Record<string, unknown>[];
      for (const item of items) expect(Object.keys(item).sort()).toEqual(['code', 'id']);
      return items.map((item) => item.code);
    };

    const cliente = await t.as('cliente');
    const proveedor = await t.as('proveedor');
    expect(await codes(cliente)).toContain('Cliente Demo S.A. de C.V.');
    expect(await codes(proveedor)).toContain('Proveedor Demo S.A. de C.V.');
    for (const external of [cliente, proveedor]) expect(await codes(external)).not.toContain('Cliente Ajeno S.A.');
    const internal = (await (await t.as('agente')).get('/api/externalentities/all')).body.data as { code: string }[];
    expect(internal.map((item) => item.code)).toContain('Cliente Ajeno S.A.');

    // A person of that company on one of the client's tickets brings the company's name along.
    const [person] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'agente'));
    await db.update(users).set({ externalEntityId: other.id }).where(eq(users.id, person.id));
    const ticket = {
      subject: 'Factura duplicada',
      detail: '<p>Llegó dos veces.</p>',
      categoryId: 1,
      subCategoryId: 1,
      severityId: 1,
    };
    const created = await cliente.post('/api/workitems', ticket);
    expect(created.statusCode).toBe(201);
    await db.update(workItems).set({ assignedTo: person.id }).where(eq(workItems.id, created.body.data.id));
    expect(await codes(cliente)).toContain('Cliente Ajeno S.A.');
  });

  it('requires authentication', async () => {
    expect((await t.anonymous.get('/api/externalentities/all')).statusCode).toBe(401);
  });
});
