// The built web app: index.html for client-side routes, with the first-view preloads of the screen's path
// (dist/.vite/first-view.json), compressed as the client accepts and revalidated by its entity tag.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaOfPath, matchesRoute, registerWebApp, withModulePreloads } from './web-app';

const INDEX_HTML = '<!doctype html>\n<html>\n  <head>\n    <title>TMS</title>\n  </head>\n  <body></body>\n</html>\n';
const FIRST_VIEW = {
  areas: { 'sign-in': ['assets/sign-in-a1.js'], ticket: ['assets/app-frame-b2.js', 'assets/ticket-c3.js'] },
  paths: { '/sign-in': 'sign-in', '/ticket/:id': 'ticket' },
};

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('the route paths of the first view', () => {
  it('match a path segment for segment, a :name segment standing for any non-empty one', () => {
    expect(matchesRoute('/ticket/:id', '/ticket/274')).toBe(true);
    expect(matchesRoute('/ticket/:id', '/ticket/274/')).toBe(true);
    expect(matchesRoute('/ticket/:id', '/ticket')).toBe(false);
    expect(matchesRoute('/ticket/:id', '/ticket/274/history')).toBe(false);
    expect(matchesRoute('/sign-in', '/sign-in')).toBe(true);
    expect(matchesRoute('/sign-in', '/sign-up')).toBe(false);
  });

  it('name the area of a path, none for a path the build does not list', () => {
    expect(areaOfPath(FIRST_VIEW, '/ticket/9')).toBe('ticket');
    expect(areaOfPath(FIRST_VIEW, '/users')).toBeUndefined();
  });

  it('become modulepreload links at the end of the head', () => {
    const html = withModulePreloads(INDEX_HTML, ['assets/x.js', 'assets/y.js']);
    expect(preloadsOf(html)).toEqual(['/assets/x.js', '/assets/y.js']);
    expect(html.indexOf('assets/y.js')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('serving the built web app', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tms-web-app-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(dist, '.vite', 'first-view.json'), JSON.stringify(FIRST_VIEW));
    fs.writeFileSync(path.join(dist, 'assets', 'ticket-c3.js'), 'export {};\n');
    app = Fastify({ logger: false });
    const sendWebApp = await registerWebApp(app, dist);
    app.setNotFoundHandler((request, reply) => sendWebApp(request, reply));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("preloads the screen's files for its path, none for other paths", async () => {
    const ticket = await app.inject({ method: 'GET', url: '/ticket/274?tab=1' });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.headers['content-type']).toMatch(/^text\/html/);
    expect(ticket.headers['cache-control']).toBe('no-cache');
    expect(preloadsOf(ticket.body)).toEqual(['/assets/app-frame-b2.js', '/assets/ticket-c3.js']);

    const signIn = await app.inject({ method: 'GET', url: '/sign-in' });
    expect(preloadsOf(signIn.body)).toEqual(['/assets/sign-in-a1.js']);

    for (const url of ['/', '/users']) {
      const other = await app.inject({ method: 'GET', url });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(INDEX_HTML);
    }
  });

  it('answers brotli when accepted, and 304 to a client that has the page', async () => {
    const br = await app.inject({ method: 'GET', url: '/sign-in', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toContain('/assets/sign-in-a1.js');

    const again = await app.inject({ method: 'GET', url: '/sign-in', headers: { 'if-none-match': String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const otherPage = await app.inject({ method: 'GET', url: '/users', headers: { 'if-none-match': String(br.headers.etag) } });
    expect(otherPage.statusCode).toBe(200);
  });

  it('serves the hashed assets as files, cached for good', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/ticket-c3.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
