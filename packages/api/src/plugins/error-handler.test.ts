import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages, validationMessages } from '@tms/contracts';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { AppError, conflict } from '../lib/errors';
import { errorHandler } from './error-handler';

// The error handler against the real database errors of PGlite and PostgreSQL: each SQLSTATE a bad input causes
// becomes a Spanish 4xx, and neither the answer nor the log carries the SQL or its parameters.
const SECRET = 'scrypt$secret-hash-value';

// Each probe sends its value as a parameter, as every query of the API does.
const probes: Record<string, () => SQL> = {
  nul: () => sql`select ${`${SECRET}\u0000`}::text`,
  outOfRange: () => sql`select ${'99999999999'}::integer`,
  notANumber: () => sql`select ${SECRET}::integer`,
  failure: () => sql`select ${SECRET}::text, 1 / 0`,
};

describe('error handler', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ demo: false });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    const { db } = database.handle;
    app.get('/probe/:name', async (request) => {
      await db.execute(probes[(request.params as { name: string }).name]());
      return { ok: true };
    });
    app.get('/duplicate', async () => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table probe_unique (code text unique) on commit drop`);
        await tx.execute(sql`insert into probe_unique values (${SECRET})`);
        await tx.execute(sql`insert into probe_unique values (${SECRET})`);
      });
      return { ok: true };
    });
    app.get('/stale', async () => {
      throw conflict('Otro usuario guardó primero.', 'ticket.stale');
    });
    app.get('/teapot', async () => {
      throw new AppError(418, 'Soy una tetera.');
    });
    app.post('/small', { bodyLimit: 10 }, async () => ({ ok: true }));
    app.post('/echo', { schema: { body: z.object({ name: z.string().max(3), count: z.coerce.number() }) } }, async () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it.each([
    ['nul', 400, messages.badRequest, 'request.invalid'],
    ['outOfRange', 400, messages.badRequest, 'request.invalid'],
    ['notANumber', 400, messages.badRequest, 'request.invalid'],
    ['failure', 500, messages.serverError, 'server.error'],
  ])('answers the database error of %s with %i, a Spanish message and its code', async (name, status, message, code) => {
    const response = await app.inject({ method: 'GET', url: `/probe/${name}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status: 'Fail', message, data: { error: message, code } });
    expect(response.body).not.toContain('select');
  });

  it('answers a unique violation with 409', async () => {
    const response = await app.inject({ method: 'GET', url: '/duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 'Fail',
      message: messages.conflict,
      data: { error: messages.conflict, code: 'resource.conflict' },
    });
  });

  it("sends an AppError's own code, and the generic code of its status when it names none", async () => {
    const stale = await app.inject({ method: 'GET', url: '/stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toEqual({ error: 'Otro usuario guardó primero.', code: 'ticket.stale' });
    const teapot = await app.inject({ method: 'GET', url: '/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json().data.code).toBe('request.invalid');
  });

  it('never logs the SQL parameters of a failed query', async () => {
    for (const name of Object.keys(probes)) await app.inject({ method: 'GET', url: `/probe/${name}` });
    await app.inject({ method: 'GET', url: '/duplicate' });
    const log = logLines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('22012');
    expect(log).not.toContain('secret-hash-value');
    expect(log).not.toContain('99999999999');
  });

  it('refuses a NUL byte in the body, the query or the path before validation', async () => {
    const body = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a\u0000', count: 1 } });
    expect(body.statusCode).toBe(400);
    expect(body.json().data).toEqual({
      error: messages.badRequest,
      code: 'request.invalid',
      fields: { name: messages.forbiddenCharacter },
    });
    const nested = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'a', count: 1, list: [{ x: '\u0000' }] } });
    expect(nested.json().data.fields).toEqual({ 'list.0.x': messages.forbiddenCharacter });
    const query = await app.inject({ method: 'GET', url: '/probe/outOfRange?q=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().data.fields).toEqual({ q: messages.forbiddenCharacter });
    const path = await app.inject({ method: 'GET', url: '/probe/a%00b' });
    expect(path.json().data.fields).toEqual({ name: messages.forbiddenCharacter });
  });

  it('renders validator issues with the Spanish map and Fastify failures without their English text', async () => {
    const invalid = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'abcd', count: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data).toEqual({
      error: messages.badRequest,
      code: 'request.invalid',
      fields: { name: messages.maxLength(3), count: validationMessages.expectedNumber },
    });
    const unparsable = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(unparsable.statusCode).toBe(400);
    expect(unparsable.json()).toEqual({
      status: 'Fail',
      message: messages.badRequest,
      data: { error: messages.badRequest, code: 'request.invalid' },
    });
    const unsupported = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toMatchObject({ message: messages.badRequest, data: { code: 'request.unsupported_media' } });
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/small',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'más de diez bytes' }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: messages.badRequest, data: { code: 'request.too_large' } });
  });
});
