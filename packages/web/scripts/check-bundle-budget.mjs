// Fails when the JavaScript a screen needs before it can show anything grows past its budget (gzip bytes), or comes in
// more files than its budget: the server speaks HTTP/1.1, so a browser fetches six files at a time and every round of
// small files costs a phone a round trip (about 150 ms on slow 4G) before the screen shows. A screen's
// first load is what index.html loads (the entry script and every modulepreload link), the entry chunk with all it
// imports statically, and the files of the screen's area (build/first-view-chunks.ts: the signed-in frame and the
// screen, with their static imports), which the server preloads for the screen's path. Reads dist/index.html, the Vite
// manifest and dist/.vite/first-view.json of the last build (npm run build -w @tms/web).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstView = JSON.parse(fs.readFileSync(path.join(dist, '.vite/first-view.json'), 'utf8'));

// Each 1-3 KB and 1-2 files above what the build reaches: a screen that grows past it has taken on code its first view
// does not need (the grid, the charts, the editor and the dialogs load after it).
const budgets = [
  // What some main screens share has files of its own when big enough (build/first-view-chunks.ts: zod and the forms
  // for the ticket and the Buscador, the cards and tables for the lists, the Buscador and the dashboard), so the other
  // screens do not load it: 1-3 more files per screen than one file per area, all preloaded together, for 18-57 KB less.
  // Two-step sign-in: the answer with a challenge, the session's set-up flag and the code's rules (the second step's
  // form loads when a challenge comes): +1 KB on sign-in and, through its shared file, on every screen below.
  // The audit log's menu entry and the set-up route ('Bitácora', /two-step-setup): +1 KB on the signed-in screens.
  // Single sign-on and the directory ('Iniciar sesión con …', the provider's answer, the sign-in methods): +1 KB.
  { screen: '/sign-in', area: 'sign-in', kilobytes: 176, files: 2 },
  // The knowledge base: its two screens' routes, the menu's 'Base de conocimiento' and 'Ayuda' entries: +1 KB each.
  { screen: '/dashboard', area: 'dashboard', kilobytes: 260, files: 6 },
  // The ticket's summary shows its service (first response, resolution, time logged) and its 'Tiempo' tab: +1 KB.
  // What other features lend the ticket screen (ticket-aids.tsx: suggested articles, 'Insertar artículo'): +1 KB.
  // 'Fusionar en…' and 'Crear ticket de este mensaje' (their dialog loads when opened), 'Fusionado en #n': +1 KB.
  { screen: '/ticket/{id}', area: 'ticket', kilobytes: 320, files: 7 },
  { screen: '/search-tickets (Buscador)', area: 'ticket-search', kilobytes: 360, files: 8 },
  { screen: '/received-tickets (Recibidos)', area: 'ticket-lists', kilobytes: 258, files: 6 },
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
for (const { screen, area, kilobytes, files: fileBudget } of budgets) {
  if (!firstView.areas[area]) {
    console.error(`bundle budget: the build has no first-view area '${area}' (build/first-view-chunks.ts)`);
    process.exit(1);
  }
  const files = new Set(htmlScripts);
  for (const key of staticClosure(entry)) files.add(manifest[key].file);
  for (const file of firstView.areas[area]) files.add(file);
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
