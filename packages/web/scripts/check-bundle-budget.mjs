// Fails when the JavaScript a screen needs before it can show anything grows past its budget (gzip bytes), or comes in
// more files than its budget: the server speaks HTTP/1.1, so a browser fetches six files at a time and every round of
// small files costs a phone a round trip (about 150 ms on slow 4G) before the screen shows. A screen's
// first load is what index.html loads (the entry script and every modulepreload link), the entry chunk with all it
// imports statically, and each lazy route chunk on the way to the screen (the signed-in frame, then the screen) with
// its static imports, which the lazy import preloads with it. Reads dist/index.html and the Vite manifest of the last
// build (npm run build -w @tms/web).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const SIGNED_IN_FRAME = 'src/app/layouts/app-layout.tsx';
// Each 1-3 KB and 1-2 files above what the build reaches: a screen that grows past it has taken on code its first view
// does not need (the grid, the charts, the editor and the dialogs load after it).
const budgets = [
  { screen: '/sign-in', routes: ['src/features/access/auth/routes/sign-in-page.tsx'], kilobytes: 198, files: 17 },
  {
    screen: '/dashboard',
    routes: [SIGNED_IN_FRAME, 'src/features/finding/dashboard/routes/dashboard-page.tsx'],
    kilobytes: 304,
    files: 49,
  },
  {
    screen: '/ticket/{id}',
    routes: [SIGNED_IN_FRAME, 'src/features/tickets/tickets/routes/ticket-page.tsx'],
    kilobytes: 346,
    files: 74,
  },
  {
    screen: '/search-tickets (Buscador)',
    routes: [SIGNED_IN_FRAME, 'src/features/finding/ticket-search/routes/ticket-search-page.tsx'],
    kilobytes: 390,
    files: 72,
  },
  {
    screen: '/received-tickets (Recibidos)',
    routes: [SIGNED_IN_FRAME, 'src/features/finding/ticket-lists/routes/ticket-list-page.tsx'],
    kilobytes: 308,
    files: 55,
  },
];
const SHOWN_CHUNKS = 8;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The chunk keys a module needs at once: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The JavaScript files index.html loads by itself: module scripts and modulepreload links. */
const htmlScripts = [
  ...indexHtml.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g),
].map((match) => match[1]);

const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

let over = false;
for (const { screen, routes, kilobytes, files: fileBudget } of budgets) {
  const missing = routes.filter((route) => !manifest[route]);
  if (missing.length) {
    console.error(`bundle budget: ${missing.join(', ')} is not a chunk of the build (was the screen moved?)`);
    process.exit(1);
  }
  const files = new Set(htmlScripts);
  for (const key of staticClosure(entry)) files.add(manifest[key].file);
  for (const route of routes) for (const key of staticClosure(route)) files.add(manifest[key].file);
  const sizes = [...files].map((file) => ({ file, bytes: gzipBytes(file) })).sort((a, b) => b.bytes - a.bytes);
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  console.log(
    `${screen}: ${kb(total)} KB of JavaScript (gzip) in ${files.size} files at first load, ` +
      `budget ${kilobytes} KB in ${fileBudget} files`,
  );
  if (total <= kilobytes * 1024 && files.size <= fileBudget) continue;
  over = true;
  for (const { file, bytes } of sizes.slice(0, SHOWN_CHUNKS)) console.log(`  ${kb(bytes)} KB  ${keyOfFile.get(file) ?? file}`);
}
if (over) {
  console.error(
    'bundle budget exceeded: split the screen (lazy imports) or drop what it does not need at first load; ' +
      'too many files: import what the screen shares from fewer modules (vite.config.ts groups the small ones)',
  );
  process.exit(1);
}
