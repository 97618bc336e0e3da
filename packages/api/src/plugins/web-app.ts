// The built web app (packages/web/dist): its hashed assets as files, and index.html for every client-side route. For
// the paths of the screens a phone opens first, index.html also preloads that screen's code
// (<link rel="modulepreload">, the files the web build lists in dist/.vite/first-view.json), so it downloads beside the
// entry script instead of after the entry has run and asked for it: a round trip and the entry's start-up less before
// the screen shows.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** dist/.vite/first-view.json (packages/web/build/first-view-chunks.ts). */
interface FirstViewFiles {
  areas: Record<string, string[]>;
  paths: Record<string, string>;
}

/** One index.html as sent: the text, its brotli and gzip copies and its entity tag. */
interface IndexPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const HEAD_END = '</head>';

/** index.html with a modulepreload link for each file, at the end of its head. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join('');
  return html.replace(HEAD_END, `${links}  ${HEAD_END}`);
}

/** Whether a URL path matches a route path whose ':name' segments stand for any one segment. */
export function matchesRoute(route: string, urlPath: string): boolean {
  const routeSegments = route.split('/');
  const pathSegments = urlPath.replace(/\/+$/, '').split('/');
  return (
    routeSegments.length === pathSegments.length &&
    routeSegments.every((segment, i) => (segment.startsWith(':') ? pathSegments[i] !== '' : segment === pathSegments[i]))
  );
}

/** The first-view area of a URL path, or undefined for a path without one. */
export function areaOfPath(firstView: FirstViewFiles, urlPath: string): string | undefined {
  const route = Object.keys(firstView.paths).find((candidate) => matchesRoute(candidate, urlPath));
  return route === undefined ? undefined : firstView.paths[route];
}

function indexPage(html: string): IndexPage {
  const body = Buffer.from(html);
  return {
    html: body,
    br: zlib.brotliCompressSync(body),
    gzip: zlib.gzipSync(body),
    etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

function readFirstView(distDir: string): FirstViewFiles {
  const file = path.join(distDir, '.vite', 'first-view.json');
  if (!fs.existsSync(file)) return { areas: {}, paths: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8')) as FirstViewFiles;
}

/** Sends one of the index pages, compressed as the client accepts; a 304 when the client has it already. */
function sendIndexPage(request: FastifyRequest, reply: FastifyReply, page: IndexPage) {
  reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  reply.type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/** Serves dist's assets; the answer is the function that sends index.html for a client-side route. */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The build writes .br and .gz beside each asset (packages/web/scripts/compress-assets.mjs).
    preCompressed: true,
    // index.html goes out through sendWebApp, with the preloads of its path.
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const firstView = readFirstView(distDir);
  const plain = indexPage(html);
  const byArea = new Map(
    Object.entries(firstView.areas).map(([area, files]) => [area, indexPage(withModulePreloads(html, files))]),
  );
  return function sendWebApp(request: FastifyRequest, reply: FastifyReply) {
    const urlPath = request.url.split('?')[0] ?? '/';
    const area = areaOfPath(firstView, urlPath);
    return sendIndexPage(request, reply, (area && byArea.get(area)) || plain);
  };
}
