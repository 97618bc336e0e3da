// JSON answers of 1 KiB or more are compressed with brotli or gzip as the client accepts (docs/operations.md#compression);
// small answers, clients that accept neither, and compressed request bodies are left alone.
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestClient } from '../test/test-app';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

describe('compression of the API answers', () => {
  const t = useTestApp();
  let admin: TestClient;

  beforeAll(async () => {
    admin = await t.as('admin');
  });

  /** The users list: a JSON answer well above the threshold in the demo data. */
  const list = (acceptEncoding?: string) => admin.raw('/api/users', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

  it('answers brotli when accepted, else gzip, the same JSON either way', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const health = await admin.raw('/api/health', { 'accept-encoding': 'br' });
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('does not read a compressed request body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ userName: 'admin', password: 'Admin123!' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'Fail' });
  });
});
