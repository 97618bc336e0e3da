import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@tms/contracts';
import { createTestApp, type TestApp } from '../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 without a token while the database answers, and tells nothing else', async () => {
    const response = await t.anonymous.get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ status: 'Success', data: { database: 'ok' } });
  });

  it('answers 503 with the Spanish message when the database does not answer', async () => {
    const execute = vi.spyOn(t.app.ctx.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const response = await t.anonymous.get('/api/health');
    execute.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatchObject({
      status: 'Fail',
      message: messages.serviceUnavailable,
      data: { code: 'server.unavailable' },
    });
    expect(response.raw.body).not.toMatch(/connection refused/);
  });

  it('sends Strict-Transport-Security only when the public address is https', async () => {
    expect((await t.anonymous.get('/api/health')).raw.headers['strict-transport-security']).toBeUndefined();
    const https = await createTestApp({ PUBLIC_URL: 'https://mesa.example.com' });
    try {
      expect((await https.anonymous.get('/api/health')).raw.headers['strict-transport-security']).toMatch(/max-age=/);
    } finally {
      await https.close();
    }
  });
});
