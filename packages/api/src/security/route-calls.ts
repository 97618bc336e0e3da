// Calling every API route the way an attacker would: as anonymous and as each demo role, on a record of their own
// and on someone else's. The route list comes from the app's OpenAPI document, so a new route is called too.
import type { FastifyInstance } from 'fastify';
import type { DemoUser, SharedTestApp, TestClient } from '../test/test-app';

export const roles = ['admin', 'agente', 'supervisor', 'cliente', 'proveedor'] as const satisfies readonly DemoUser[];
export type Caller = 'anonymous' | (typeof roles)[number];
export type Ownership = 'own' | 'foreign';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** As the OpenAPI document spells it: /api/workitems/{id}. */
  path: string;
  hasBody: boolean;
}

/** The key of a route in the access table: 'PUT /api/workitems/{id}'. */
export const routeKey = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
}

export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase() as ApiRoute['method'],
        path,
        hasBody: operation.requestBody !== undefined,
      })),
    );
}

/** The records the calls point at: a ticket of each caller's own, and one that only internal staff may see. */
export interface Fixtures {
  ownTicket: Record<(typeof roles)[number], number>;
  /** Created by agente in a private category: internal users holding permission 13 see it, clients and providers do not. */
  foreignTicket: number;
}

/** Path parameters other than a ticket id point at nothing, so a call that gets past the gates changes nothing. */
const harmlessParams: Record<string, string> = {
  text: 'zz',
  company: 'C1',
  ticket: 'T999999',
  filePath: 'missing.txt',
  name: 'missing.png',
};

const ticketPaths = [
  /^\/api\/workitems\/\{id\}/,
  /^\/api\/workitemtask\/workitem\/\{id\}/,
  /^\/api\/documents\/GetWorkItemReport\/\{id\}/,
];
export const isTicketPath = (path: string) => ticketPaths.some((pattern) => pattern.test(path));

export function concretePath(route: ApiRoute, caller: Caller, ownership: Ownership, fixtures: Fixtures): string {
  const ticketId = ownership === 'foreign' || caller === 'anonymous' ? fixtures.foreignTicket : fixtures.ownTicket[caller];
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'id' && isTicketPath(route.path)) return String(ticketId);
    // Reads look at an existing record; writes and deletes at a missing one.
    if (route.method === 'GET' && /id$/i.test(name)) return '1';
    return harmlessParams[name] ?? '999999';
  });
}

export async function call(client: TestClient, route: ApiRoute, path: string, body: unknown): Promise<number> {
  switch (route.method) {
    case 'GET':
      return (await client.raw(path)).statusCode;
    case 'DELETE':
      return (await client.delete(path)).statusCode;
    case 'POST':
      return (await client.post(path, body)).statusCode;
    default:
      return (await client.put(path, body)).statusCode;
  }
}

export async function callers(t: SharedTestApp): Promise<Record<Caller, TestClient>> {
  const signedIn = await Promise.all(roles.map((role) => t.as(role)));
  return { anonymous: t.anonymous, ...Object.fromEntries(roles.map((role, i) => [role, signedIn[i]])) } as Record<
    Caller,
    TestClient
  >;
}

// Demo catalogue (db/seed/demo-data.ts): category 1 Soporte TI with sub-category 1 Impresoras is public for clients
// and providers; category 3 Recursos Humanos with sub-category 5 Nómina is private.
const publicTicket = { subject: 'Ticket propio', detail: '<p>Detalle</p>', categoryId: 1, subCategoryId: 1, severityId: 1 };
const privateTicket = { subject: 'Ticket ajeno', detail: '<p>Detalle</p>', categoryId: 3, subCategoryId: 5, severityId: 1 };

/** Who creates the foreign ticket: it is 'foreign' to the others, and this caller's own creation. */
export const FOREIGN_TICKET_CREATOR = 'agente';

export async function createFixtures(clients: Record<Caller, TestClient>): Promise<Fixtures> {
  const create = async (client: TestClient, body: object) => {
    const response = await client.post('/api/workitems', body);
    if (response.statusCode !== 201) throw new Error(`fixture ticket not created: ${response.raw.body}`);
    return response.body.data.id as number;
  };
  const own = await Promise.all(roles.map((role) => create(clients[role], publicTicket)));
  return {
    ownTicket: Object.fromEntries(roles.map((role, i) => [role, own[i]])) as Fixtures['ownTicket'],
    foreignTicket: await create(clients[FOREIGN_TICKET_CREATOR], privateTicket),
  };
}
