// Demo canned responses (docs/product/demo-data.md#what-the-first-start-seeds): three shared ones written by the
// administrator, one personal one of the supervisor; the demo's supervisor role manages them too (permission 27), as a
// help desk's team lead would.
import { inArray } from 'drizzle-orm';
import { Permission } from '@tms/contracts';
import type { Executor } from '../client';
import * as t from '../schema';
import { COMPANY_ID } from './reference-data';

const SUPERVISOR_ROLE_ID = 3;

const responses = [
  {
    owner: 'admin',
    code: 'Saludo inicial',
    isShared: true,
    detail:
      '<p>Hola {{creador.nombre}}:</p><p>Recibimos su ticket #{{ticket.id}} «{{ticket.asunto}}» y ya lo estamos ' +
      'revisando. Le escribiremos en cuanto tengamos novedades.</p><p>Saludos,<br>{{usuario.nombre}}</p>',
  },
  {
    owner: 'admin',
    code: 'Solicitar más información',
    isShared: true,
    detail:
      '<p>Hola {{creador.nombre}}:</p><p>Para avanzar con el ticket #{{ticket.id}} necesitamos más detalles: ' +
      '¿desde cuándo ocurre, en qué equipo y qué mensaje aparece? Si puede, adjunte una captura de pantalla.</p>',
  },
  {
    owner: 'admin',
    code: 'Cierre por solución',
    isShared: true,
    detail:
      '<p>Hola {{creador.nombre}}:</p><p>Damos por resuelto el ticket #{{ticket.id}}. Si el problema vuelve a ' +
      'presentarse, responda a este mensaje y lo reabriremos.</p><p>Atentamente,<br>{{responsable.nombre}}</p>',
  },
  {
    owner: 'supervisor',
    code: 'Escalar a proveedor',
    isShared: false,
    detail: '<p>Escalo el ticket #{{ticket.id}} al proveedor; {{responsable.nombre}}, por favor dé seguimiento.</p>',
  },
] as const;

export async function seedDemoCannedResponses(db: Executor): Promise<void> {
  await db
    .insert(t.businessFunctionRoles)
    .values({ roleId: SUPERVISOR_ROLE_ID, businessFunctionId: Permission.CannedResponses })
    .onConflictDoNothing();
  const owners = await db
    .select({ id: t.users.id, userName: t.users.userName })
    .from(t.users)
    .where(inArray(t.users.userName, ['admin', 'supervisor']));
  const ownerId = (userName: string) => owners.find((o) => o.userName === userName)!.id;
  await db.insert(t.cannedResponses).values(
    responses.map(({ owner, ...response }) => ({
      ...response,
      companyId: COMPANY_ID,
      ownerId: ownerId(owner),
      isActive: true,
      createdBy: ownerId(owner),
      modifiedBy: ownerId(owner),
    })),
  );
}
