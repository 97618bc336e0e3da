// Fails when the JavaScript a screen needs before it can show anything grows past its budget (gzip bytes): the entry
// chunk with everything it imports statically, plus the screen's lazy route chunk and its static imports. Reads the
// Vite manifest of the last build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const budgets = [
  { screen: '/sign-in', routes: ['src/features/access/auth/routes/sign-in-page.tsx'], kilobytes: 200 },
  { screen: '/ticket/{id}', routes: ['src/features/tickets/tickets/routes/ticket-page.tsx'], kilobytes: 350 },
];

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunk files a module needs at once: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

let over = false;
for (const { screen, routes, kilobytes } of budgets) {
  const missing = routes.filter((route) => !manifest[route]);
  if (missing.length) {
    console.error(`bundle budget: ${missing.join(', ')} is not a chunk of the build (was the screen moved?)`);
    process.exit(1);
  }
  const keys = new Set(staticClosure(entry));
  for (const route of routes) for (const key of staticClosure(route)) keys.add(key);
  const total = [...keys].reduce((sum, key) => sum + gzipBytes(manifest[key].file), 0);
  const size = (total / 1024).toFixed(1);
  console.log(`${screen}: ${size} KB of JavaScript (gzip) at first load, budget ${kilobytes} KB`);
  if (total > kilobytes * 1024) over = true;
}
if (over) {
  console.error('bundle budget exceeded: split the screen (lazy imports) or drop what it does not need at first load');
  process.exit(1);
}
