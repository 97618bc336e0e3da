// docs/product/api-tokens.md: how a token is used. A read-only token makes no write on any route; a token never makes a
// session's calls (sign-out, password change, the session record, minting tokens, live streams) nor gets a cookie; an
// expired one answers 401, calls are throttled per token and the last use is written at most once a minute (both by
// the injected clock); nothing secret reaches the log.
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokenMessages, type ApiToken } from '@tms/contracts';
import { buildApp } from '../../../app';
import { apiTokens } from '../../../db/schema';
import { isWriteMethod } from '../../../plugins/authentication';
import { routeAccess } from '../../../security/route-access';
import { apiRoutes, call, routeKey } from '../../../security/route-calls';
import { client, demoPasswords, useTestApp, type TestClient } from '../../../test/test-app';
import { useBeforeAll } from '../../../test/use-before-all';
import { createToken, DAY_MS, daysAhead } from './api-tokens.testing';

const LIMIT = 3;
const MINUTE_MS = 60_000;

describe('using an API token', () => {
  const t = useTestApp();
  let admin: TestClient;

  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('refuses a read-only token with 403 on every POST, PUT, PATCH and DELETE, and lets it read', async () => {
    const readOnly = client(t.app, (await createToken(admin, { readOnly: true })).token);
    const guardedWrites = apiRoutes(t.app).filter(
      (route) => isWriteMethod(route.method) && !['public', 'signed-link'].includes(routeAccess[routeKey(route)]?.kind ?? ''),
    );
    expect(new Set(guardedWrites.map((route) => route.method))).toEqual(new Set(['POST', 'PUT', 'DELETE']));
    const wrong: string[] = [];
    for (const route of guardedWrites) {
      const path = route.path.replace(/\{\w+\}/g, '1');
      const status = await call(readOnly, route, path, {});
      if (status !== 403) wrong.push(`${routeKey(route)}: ${status}`);
    }
    expect(wrong).toEqual([]);
    const refused = await readOnly.post('/api/workitems', {});
    expect(refused.body).toMatchObject({ message: apiTokenMessages.readOnly, data: { code: 'auth.read_only_token' } });
    expect(isWriteMethod('PATCH')).toBe(true);
    expect((await readOnly.get('/api/workitems/summary')).statusCode).toBe(200);
    expect((await readOnly.get('/api/priorities/all')).statusCode).toBe(200);
  });

  it("never makes a session's calls: no sign-out, password change, session record, token or live stream", async () => {
    const session = await t.as('agente');
    const token = client(t.app, (await createToken(session)).token);
    const calls: [string, () => ReturnType<TestClient['get']>][] = [
      ['POST /api/api-tokens', () => token.post('/api/api-tokens', { name: 'Otro', expiresAt: daysAhead(5) })],
      ['POST /api/auth/logout', () => token.post('/api/auth/logout')],
      ['GET /api/auth/session', () => token.get('/api/auth/session')],
      [
        'PUT /api/users/updatePassword',
        () =>
          token.put('/api/users/updatePassword', {
            currentPassword: demoPasswords.agente,
            password: 'Nueva-1234',
            confirmPassword: 'Nueva-1234',
          }),
      ],
      ['POST /api/notifications/stream-ticket', () => token.post('/api/notifications/stream-ticket')],
    ];
    for (const [name, send] of calls) {
      const response = await send();
      expect(response.statusCode, name).toBe(403);
      expect(response.body, name).toMatchObject({
        message: apiTokenMessages.sessionRequired,
        data: { code: 'auth.session_required' },
      });
      expect(response.raw.headers['set-cookie'], name).toBeUndefined();
    }
    const allowed = await token.get('/api/auth/permissions');
    expect([allowed.statusCode, allowed.raw.headers['set-cookie']]).toEqual([200, undefined]);
    expect((await session.get('/api/auth/session')).statusCode).toBe(200);
    expect((await t.anonymous.post('/api/auth/login', { userName: 'agente', password: demoPasswords.agente })).statusCode).toBe(
      200,
    );
  });

  describe('by the clock', () => {
    let now = Date.now();
    const clockApp = useBeforeAll<FastifyInstance>(
      async () => {
        const ctx = t.app.ctx;
        const app = await buildApp(
          { ...ctx, clock: () => new Date(now), config: { ...ctx.config, apiTokenCallsPerMinute: LIMIT } },
          { logger: false },
        );
        await app.ready();
        return app;
      },
      (app) => app.close(),
    );
    const onClock = (token: string) => client(clockApp(), token);
    const lastUsedAt = async (id: number) =>
      (await admin.get<ApiToken[]>('/api/api-tokens')).body.data.find((row) => row.id === id)?.lastUsedAt ?? null;

    it('answers 401 once the token expired', async () => {
      now = Date.now();
      const created = await createToken(admin, { expiresAt: daysAhead(1, now) });
      now += DAY_MS - 1000;
      expect((await onClock(created.token).get('/api/auth/permissions')).statusCode).toBe(200);
      now += 1000;
      const expired = await onClock(created.token).get('/api/auth/permissions');
      expect(expired.statusCode).toBe(401);
      expect(expired.body).toMatchObject({ message: apiTokenMessages.expired, data: { code: 'auth.required' } });
    });

    it('throttles each token to its calls per minute, with Retry-After, until its minute is over', async () => {
      now = Date.now();
      const busy = onClock((await createToken(admin)).token);
      const other = onClock((await createToken(admin)).token);
      for (let i = 0; i < LIMIT; i++) expect((await busy.get('/api/auth/permissions')).statusCode).toBe(200);
      const throttled = await busy.get('/api/auth/permissions');
      expect(throttled.statusCode).toBe(429);
      expect(throttled.body).toMatchObject({ message: apiTokenMessages.throttled(LIMIT), data: { code: 'request.too_many' } });
      expect(throttled.raw.headers['retry-after']).toBe('60');
      expect((await other.get('/api/auth/permissions')).statusCode).toBe(200);
      now += MINUTE_MS - 1000;
      const stillThrottled = await busy.get('/api/auth/permissions');
      expect([stillThrottled.statusCode, stillThrottled.raw.headers['retry-after']]).toEqual([429, '1']);
      now += 1000;
      expect((await busy.get('/api/auth/permissions')).statusCode).toBe(200);
    });

    it('records the last use at most once a minute', async () => {
      now = Date.now();
      const created = await createToken(admin);
      const first = now;
      await onClock(created.token).get('/api/auth/permissions');
      expect(await lastUsedAt(created.id)).toBe(new Date(first).toISOString());
      now += 30_000;
      await onClock(created.token).get('/api/auth/permissions');
      expect(await lastUsedAt(created.id)).toBe(new Date(first).toISOString());
      now += 31_000;
      await onClock(created.token).get('/api/auth/permissions');
      expect(await lastUsedAt(created.id)).toBe(new Date(now).toISOString());
    });
  });
});

describe('the record of API tokens', () => {
  let log = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const t = useTestApp({ LOG_LEVEL: 'trace' }, { logStream: stream });

  it('records creation and revocation in the audit log, never the token nor its hash', async () => {
    const admin = await t.as('admin');
    const created = await createToken(admin);
    await client(t.app, created.token).get('/api/auth/permissions');
    await client(t.app, created.token).post('/api/api-tokens', {});
    await admin.delete(`/api/api-tokens/${created.id}`);
    await client(t.app, created.token).get('/api/auth/permissions');
    const [row] = await t.database.handle.db.select().from(apiTokens).where(eq(apiTokens.id, created.id));

    const audit = (await admin.get('/api/audit-log?entity=api-tokens')).body.data.rows as { action: string; recordId: string }[];
    expect(audit.filter((entry) => entry.recordId === String(created.id)).map((entry) => entry.action)).toEqual([
      'token_revoked',
      'token_created',
    ]);
    for (const secret of [created.token, created.token.slice(4), row.tokenHash]) {
      expect(log, `the log holds ${secret.slice(0, 6)}…`).not.toContain(secret);
      expect(JSON.stringify(audit), `the audit log holds ${secret.slice(0, 6)}…`).not.toContain(secret);
    }
  });
});
