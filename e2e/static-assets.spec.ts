// How the built app travels: pre-compressed assets with long-lived cache headers for hashed files, the page itself
// never cached, and no source map served.
import { expect, test } from './support/test';

test.describe('static assets', () => {
  test('hashed scripts come pre-compressed and immutable; the page is revalidated; no source map is served', async ({
    request,
  }) => {
    const page = await request.get('/sign-in');
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).toBe('no-cache');
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();

    const brotli = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.status()).toBe(200);
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toContain('immutable');
    const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');

    expect((await request.get(`${script}.map`)).status()).toBe(404);
  });
});
