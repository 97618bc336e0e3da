// The authorization matrix: every route of the app × anonymous and each demo role × a record of their own and
// someone else's, against the expected answer of route-access.ts (docs/product/access.md#permissions,
// docs/product/tickets.md#who-may-change-what, docs/product/access.md#delegation). A route without a row fails.
import { beforeAll, describe, expect, it } from 'vitest';
import { EntityType, Permission, timeEntryToday } from '@tms/contracts';
import { useTestApp, type TestClient } from '../test/test-app';
import { routeAccess, type RouteAccess } from './route-access';
import {
  apiRoutes,
  call,
  callers,
  concretePath,
  createFixtures,
  FOREIGN_TICKET_CREATOR,
  roles,
  routeKey,
  type ApiRoute,
  type Caller,
  type Fixtures,
  type Ownership,
} from './route-calls';

interface RoleFacts {
  permissions: Set<number>;
  entityTypeId: number;
}

const DENIED = [401, 403];
const MISSING_ID = 999_999;
const timeEntryWrites = new Set(['POST /api/workitems/{id}/time-entries', 'PUT /api/time-entries/{id}']);

/**
 * docs/product/tickets.md#who-may-change-what: internal users holding permission 13 see every ticket; anyone else only
 * their own here.
 */
const seesForeignTicket = (facts: RoleFacts) =>
  facts.entityTypeId === EntityType.Internal && facts.permissions.has(Permission.SearchTickets);

const ticketAnswer = (ownership: Ownership, role: RoleFacts) =>
  ownership === 'own' || seesForeignTicket(role) ? { allowed: true } : { status: 403 };

function expectedAnswer(access: RouteAccess, caller: Caller, ownership: Ownership, facts: Record<Caller, RoleFacts>) {
  if (access.kind === 'public') return { allowed: true };
  if (access.kind === 'signed-link') return { servesNothing: true };
  if (caller === 'anonymous') return { status: 401 };
  const role = facts[caller];
  switch (access.kind) {
    case 'signed-in':
      return { allowed: true };
    case 'internal':
      return role.entityTypeId === EntityType.Internal ? { allowed: true } : { status: 403 };
    case 'permission':
      return access.ids.some((id) => role.permissions.has(id)) ? { allowed: true } : { status: 403 };
    case 'internal-ticket':
      return role.entityTypeId === EntityType.Internal ? ticketAnswer(ownership, role) : { status: 403 };
    case 'ticket':
      return ticketAnswer(ownership, role);
    case 'ticket-creator':
      return ownership === 'own' || caller === FOREIGN_TICKET_CREATOR ? { allowed: true } : { status: 403 };
  }
}

describe('authorization matrix', () => {
  const t = useTestApp();
  let clients: Record<Caller, TestClient>;
  let fixtures: Fixtures;
  let facts: Record<Caller, RoleFacts>;
  let routes: ApiRoute[];

  beforeAll(async () => {
    clients = await callers(t);
    fixtures = await createFixtures(clients);
    routes = apiRoutes(t.app);
    const entries = await Promise.all(
      roles.map(async (role) => {
        const [permissions, session] = await Promise.all([
          clients[role].get('/api/auth/permissions'),
          clients[role].get('/api/auth/session'),
        ]);
        const ids = (permissions.body.data as { id: number }[]).map((p) => p.id);
        return [role, { permissions: new Set(ids), entityTypeId: session.body.data.entityTypeId }] as const;
      }),
    );
    facts = Object.fromEntries(entries) as Record<Caller, RoleFacts>;
  });

  it('has a row for every route of the app, and no row for a route that does not exist', () => {
    const keys = routes.map(routeKey);
    expect(
      keys.filter((key) => !(key in routeAccess)),
      'routes without a row in route-access.ts',
    ).toEqual([]);
    expect(
      Object.keys(routeAccess).filter((key) => !keys.includes(key)),
      'rows without a route',
    ).toEqual([]);
  });

  /** A body that passes validation, so the visibility check of a ticket save or a time entry is reached. */
  async function bodyFor(route: ApiRoute, ticketId: number): Promise<unknown> {
    if (timeEntryWrites.has(routeKey(route))) return { minutes: 15, date: timeEntryToday() };
    if (routeKey(route) === 'POST /api/workitems/{id}/satisfaction') return { rating: 5 };
    // A missing ticket or message: a caller the gates let through gets 404, and nothing is merged or split.
    if (routeKey(route) === 'POST /api/workitems/{id}/merge') return { targetId: MISSING_ID };
    if (routeKey(route) === 'POST /api/workitems/{id}/split') return { discussionId: MISSING_ID };
    if (routeKey(route) !== 'PUT /api/workitems/{id}') return {};
    const ticket = (await clients.admin.get(`/api/workitems/${ticketId}`)).body.data;
    return {
      subject: ticket.subject,
      detail: ticket.detail,
      categoryId: ticket.categoryId,
      subCategoryId: ticket.subCategoryId,
      severityId: ticket.severityId,
      statusId: ticket.statusId,
      companyLocationId: ticket.companyLocationId,
      assignedTo: ticket.assignedTo,
      parentId: ticket.parentId,
      childs: [],
      subscribers: [],
      attachments: [],
      modifiedDate: ticket.modifiedDate,
      discussion: '<p>¿Hay novedades?</p>',
    };
  }

  it("answers every caller as the table says, on their own record and on someone else's", async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const access = routeAccess[routeKey(route)];
      if (!access) continue;
      for (const caller of ['anonymous', ...roles] as const) {
        for (const ownership of ['own', 'foreign'] as const) {
          const path = concretePath(route, caller, ownership, fixtures);
          const ticketId = Number(/\/(\d+)(?:\/|$)/.exec(path)?.[1]);
          // Sign-out ends the session it is called with (docs/product/access.md#sessions-and-throttling): it gets a
          // session of its own.
          const endsSession = routeKey(route) === 'POST /api/auth/logout' && caller !== 'anonymous';
          const client = endsSession ? await t.as(caller) : clients[caller];
          const status = await call(client, route, path, await bodyFor(route, ticketId));
          const expected = expectedAnswer(access, caller, ownership, facts);
          const ok =
            status < 500 &&
            ('status' in expected
              ? status === expected.status
              : 'servesNothing' in expected
                ? status >= 400
                : !DENIED.includes(status));
          if (!ok) wrong.push(`${routeKey(route)} as ${caller} on ${ownership}: ${status}, expected ${JSON.stringify(expected)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
