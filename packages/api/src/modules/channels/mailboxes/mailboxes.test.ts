import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SenderCheck, catalogueMessages, channelMessages, messages } from '@tms/contracts';
import { mailboxes, systemSecrets } from '../../../db/schema';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { demoDefaults } from '../testing/demo-catalogue';
import { SECRETS_KEY_NAME, createSecretBox } from '../../../lib/secret-box';

describe('mailboxes', () => {
  const t = useTestApp();
  let admin: TestClient;
  let defaults: Awaited<ReturnType<typeof demoDefaults>>;
  const form = (extra: Record<string, unknown> = {}) => ({
    code: 'Soporte',
    host: 'imap.example.com',
    port: 993,
    secure: true,
    userName: 'soporte@example.com',
    password: 'S3creta!',
    folder: '',
    address: 'Soporte@Example.com',
    senderCheck: SenderCheck.AuthenticationResults,
    authservId: 'mx.example.com',
    categoryId: defaults.categoryId,
    subCategoryId: defaults.subCategoryId,
    isActive: true,
    ...extra,
  });

  beforeAll(async () => {
    admin = await t.as('admin');
    defaults = await demoDefaults(t.database.handle.db);
  });

  it('creates, reads and updates a mailbox; the password is sealed at rest and never answered', async () => {
    const created = await admin.post('/api/mailboxes', form());
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      code: 'Soporte',
      folder: 'INBOX',
      address: 'soporte@example.com',
      senderCheck: SenderCheck.AuthenticationResults,
      authservId: 'mx.example.com',
      isActive: true,
    });
    expect(created.body.data).not.toHaveProperty('password');
    expect(created.body.data).not.toHaveProperty('passwordCipher');
    expect(JSON.stringify(created.body)).not.toContain('S3creta!');
    const id = created.body.data.id;

    const db = t.database.handle.db;
    const [stored] = await db.select().from(mailboxes).where(eq(mailboxes.id, id));
    expect(stored.passwordCipher).not.toContain('S3creta!');
    const [key] = await db.select().from(systemSecrets).where(eq(systemSecrets.name, SECRETS_KEY_NAME));
    expect(createSecretBox(key.value).open(stored.passwordCipher!)).toBe('S3creta!');

    const kept = await admin.put(`/api/mailboxes/${id}`, form({ password: '', folder: 'Soporte', host: 'IMAP.example.com' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.body.data).toMatchObject({ folder: 'Soporte', host: 'IMAP.example.com' });
    const [afterKeep] = await db.select().from(mailboxes).where(eq(mailboxes.id, id));
    expect(createSecretBox(key.value).open(afterKeep.passwordCipher!)).toBe('S3creta!');

    await admin.put(`/api/mailboxes/${id}`, form({ password: 'Otra-clave' }));
    const [afterChange] = await db.select().from(mailboxes).where(eq(mailboxes.id, id));
    expect(createSecretBox(key.value).open(afterChange.passwordCipher!)).toBe('Otra-clave');

    for (const response of [await admin.get(`/api/mailboxes/${id}`), await admin.get('/api/mailboxes')]) {
      expect(JSON.stringify(response.body)).not.toMatch(/password|Otra-clave/i);
    }
    expect((await admin.get('/api/mailboxes/all')).body.data).toContainEqual({
      id,
      code: 'Soporte',
      address: 'soporte@example.com',
    });
  });

  it('answers Spanish field messages for bad input, a missing password and a taken code', async () => {
    const bad = await admin.post('/api/mailboxes', {
      code: '',
      host: 'no valido/',
      port: 70000,
      secure: 'x',
      userName: '',
      address: 'nope',
      categoryId: -1,
      subCategoryId: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.fields).toEqual({
      code: messages.fieldRequired,
      host: channelMessages.invalidHost,
      port: channelMessages.invalidPort,
      secure: catalogueMessages.required,
      userName: messages.fieldRequired,
      address: messages.invalidEmail,
      categoryId: messages.fieldRequired,
      subCategoryId: messages.fieldRequired,
      senderCheck: catalogueMessages.required,
      isActive: catalogueMessages.required,
    });
    const noAuthserv = await admin.post('/api/mailboxes', form({ code: 'Sin servidor', authservId: ' ' }));
    expect(noAuthserv.statusCode).toBe(400);
    expect(noAuthserv.body.data.fields).toEqual({ authservId: messages.fieldRequired });
    const badAuthserv = await admin.post('/api/mailboxes', form({ code: 'Mal servidor', authservId: 'mx;dkim=pass' }));
    expect(badAuthserv.body.data.fields).toEqual({ authservId: channelMessages.invalidAuthservId });
    const tokensOnly = await admin.post(
      '/api/mailboxes',
      form({ code: 'Solo respuestas', senderCheck: SenderCheck.ReplyToken, authservId: null }),
    );
    expect(tokensOnly.statusCode).toBe(201);
    expect(tokensOnly.body.data).toMatchObject({ senderCheck: SenderCheck.ReplyToken, authservId: null });
    const noPassword = await admin.post('/api/mailboxes', form({ code: 'Sin clave', password: null }));
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.body.data.fields).toEqual({ password: channelMessages.passwordRequired });

    const foreign = await admin.post('/api/mailboxes', form({ code: 'Ajena', subCategoryId: defaults.foreignSubCategoryId }));
    expect(foreign.body.data.fields).toEqual({ subCategoryId: catalogueMessages.subCategoryNotInCategory });

    await admin.post('/api/mailboxes', form({ code: 'Repetido' }));
    const taken = await admin.post('/api/mailboxes', form({ code: 'Repetido' }));
    expect(taken.statusCode).toBe(400);
    expect(taken.body.data.fields).toEqual({ code: channelMessages.codeTaken });
  });

  it('deactivates on delete: the row stays listed and leaves the picker', async () => {
    const { id } = (await admin.post('/api/mailboxes', form({ code: 'Temporal' }))).body.data;
    expect((await admin.delete(`/api/mailboxes/${id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/mailboxes/${id}`)).body.data.isActive).toBe(false);
    expect((await admin.get('/api/mailboxes/all')).body.data.some((m: { id: number }) => m.id === id)).toBe(false);
    expect((await admin.delete('/api/mailboxes/999999')).statusCode).toBe(404);
  });

  it('asks for the password before testing another server, and refuses an unknown mailbox', async () => {
    const withoutPassword = await admin.post('/api/mailboxes/test', { host: 'h', port: 143, secure: false, userName: 'u' });
    expect(withoutPassword.body.data.fields).toEqual({ password: channelMessages.passwordRequired });
    const unknownMailbox = await admin.post('/api/mailboxes/test', {
      host: 'h',
      port: 143,
      secure: false,
      userName: 'u',
      mailboxId: 999999,
    });
    expect(unknownMailbox.statusCode).toBe(404);
  });

  it('requires authentication and permission 28', async () => {
    expect((await t.anonymous.get('/api/mailboxes')).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/mailboxes/all')).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/mailboxes/test', {})).statusCode).toBe(401);
    const agent = await t.as('agente');
    for (const response of [
      await agent.get('/api/mailboxes'),
      await agent.get('/api/mailboxes/1'),
      await agent.get('/api/mailboxes/1/mails'),
      await agent.post('/api/mailboxes', form({ code: 'Agente' })),
      await agent.put('/api/mailboxes/1', form()),
      await agent.delete('/api/mailboxes/1'),
      await agent.post('/api/mailboxes/test', { host: '127.0.0.1', port: 1, secure: false, userName: 'u', password: 'p' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.body.message).toBe(messages.forbidden);
    }
    expect((await agent.get('/api/mailboxes/all')).statusCode).toBe(200);
  });
});
