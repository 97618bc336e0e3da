// Property-based fuzzing of every POST and PUT route with a JSON body (issue: no 500, ever): bodies shaped by the
// route's own schema with hostile values mixed in, and hostile query strings, sent as the superuser (who passes every
// permission gate, so the validators and services are reached). Every answer is below 500, a failure is the Fail
// envelope, and no validator English reaches the response.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@tms/contracts';
import { useTestApp, type TestClient } from '../test/test-app';
import { apiRoutes, callers, concretePath, createFixtures, type ApiRoute, type Fixtures } from './route-calls';
import { fuzzedBody, hostileValue, type JsonSchema } from './schema-arbitrary';

/** Words of zod's and Fastify's English messages; none may reach a user. */
export const ENGLISH =
  /\b(Invalid|expected|received|Required|Too (big|small)|must (be|have|match)|Unexpected|Unrecognized|should)\b/;

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const RUNS_PER_ROUTE = 25;

/** Runs one property per route and gathers every route's counterexample, so one run shows them all. */
async function everyRoute(routes: ApiRoute[], property: (route: ApiRoute) => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    await property(route).catch((error: Error) =>
      failures.push(`${route.method} ${route.path}: ${error.message.split('\n').slice(0, 6).join(' ')}`),
    );
  }
  return failures;
}

function expectSafeAnswer(route: ApiRoute, body: unknown, statusCode: number, payload: string) {
  const where = `${route.method} ${route.path} with ${JSON.stringify(body)?.slice(0, 300)}`;
  expect(statusCode, `${where} → ${payload.slice(0, 300)}`).toBeLessThan(500);
  if (statusCode >= 400) {
    const parsed = JSON.parse(payload) as { status?: string; message?: string; data?: { code?: string } };
    expect(parsed.status, where).toBe('Fail');
    expect(Object.keys(errorCodes), `${where}: its code`).toContain(parsed.data?.code);
    expect(payload, `${where} answered in English`).not.toMatch(ENGLISH);
  }
}

describe('fuzzing every POST and PUT route', () => {
  const t = useTestApp();
  let admin: TestClient;
  let fixtures: Fixtures;
  let document: OpenApiDocument;

  beforeAll(async () => {
    const clients = await callers(t);
    admin = clients.admin;
    fixtures = await createFixtures(clients);
    document = t.app.swagger() as unknown as OpenApiDocument;
  });

  const resolve = (ref: string) => document.components?.schemas?.[ref.split('/').pop()!] ?? {};
  const bodySchema = (route: ApiRoute) =>
    document.paths[route.path]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;

  it('answers every schema-shaped and hostile body below 500, in Spanish, in the Fail envelope', async () => {
    const routes = apiRoutes(t.app).filter((r) => (r.method === 'POST' || r.method === 'PUT') && bodySchema(r));
    expect(routes.length).toBeGreaterThan(40);
    const failures = await everyRoute(routes, async (route) => {
      const path = concretePath(route, 'admin', 'own', fixtures);
      await fc.assert(
        fc.asyncProperty(fuzzedBody(bodySchema(route)!, resolve), async (body) => {
          const response = route.method === 'POST' ? await admin.post(path, body) : await admin.put(path, body);
          expectSafeAnswer(route, body, response.statusCode, response.raw.body);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123 },
      );
    });
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers hostile query strings and path ids of every GET route below 500', async () => {
    const routes = apiRoutes(t.app).filter((r) => r.method === 'GET' && !r.path.endsWith('/stream'));
    const failures = await everyRoute(routes, async (route) => {
      const path = concretePath(route, 'admin', 'own', fixtures);
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(
            fc.constantFrom('sortField', 'sortOrder', 'page', 'pageSize', 'q', 'start', 'end', 'showEnded', 'limit'),
            hostileValue,
            {
              maxKeys: 3,
            },
          ),
          fc.constantFrom('', '2147483648', '-1', '1e3', 'abc', '%00'),
          async (query, id) => {
            const url = `${id && path.includes('/1') ? path.replace(/\/1(?=\/|$)/, `/${id}`) : path}?${new URLSearchParams(
              Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
            )}`;
            const response = await admin.raw(url);
            expectSafeAnswer(route, url, response.statusCode, response.body);
          },
        ),
        { numRuns: 8, seed: 20261123 },
      );
    });
    expect(failures).toEqual([]);
  }, 240_000);
});
