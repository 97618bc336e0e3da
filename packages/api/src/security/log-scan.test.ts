// docs/product/access.md#sessions-and-throttling: logs never hold passwords (temporary or not), tokens, hashes or SQL
// parameters — in any mode. The app runs at the most verbose level through the flows that handle secrets, and the whole
// log is scanned.
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '../db/schema';
import { serializeError } from '../plugins/logging';
import { useTestApp, demoPasswords } from '../test/test-app';

describe('the log holds no secret', () => {
  let log = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // NODE_ENV development is the default a fresh clone runs with.
  const t = useTestApp({ LOG_LEVEL: 'trace', NODE_ENV: 'development' }, { logStream: stream });

  it('after sign-ins, a wrong password, a recovery, a password change and signed links', async () => {
    const admin = await t.as('admin');
    await t.anonymous.post('/api/auth/login', { userName: 'supervisor', password: 'Wrong-Password-42' });
    await t.anonymous.post('/api/users/recover-password', { user: 'cliente' });
    const mails = await t.database.handle.db.select().from(outbox);
    const recovery = JSON.stringify(mails.at(-1)?.payload ?? {});
    const temporary = /contraseña temporal es: (\S+?)["\s]/.exec(recovery)?.[1];
    expect(temporary).toBeDefined();
    const agent = await t.as('agente');
    await agent.put('/api/users/updatePassword', {
      currentPassword: demoPasswords.agente,
      password: 'Nueva-Clave-987',
      confirmPassword: 'Nueva-Clave-987',
    });
    const login = await t.anonymous.post('/api/auth/login', { userName: 'proveedor', password: demoPasswords.proveedor });
    const token = login.body.data.token as string;
    await admin.get(`/api/auth/session?token=${token}`);
    const [hash] = await t.database.handle.db.select({ value: users.passwordHash }).from(users).limit(1);

    expect(log.length).toBeGreaterThan(0);
    for (const secret of [
      ...Object.values(demoPasswords),
      'Wrong-Password-42',
      'Nueva-Clave-987',
      temporary!,
      token,
      hash.value,
    ]) {
      expect(log, `the log holds ${secret.slice(0, 6)}…`).not.toContain(secret);
    }
    expect(log).not.toMatch(/scrypt\$/);
  });

  it('an error from a failed query is logged without its query and parameters', async () => {
    const secretValue = 'parameter-that-must-not-be-logged';
    const failure = await t.database.handle.db.execute(sql`SELECT ${secretValue}::int`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(failure));
    expect(logged).not.toContain(secretValue);
    expect(logged).not.toMatch(/SELECT/i);
  });
});
