// Bundles the server into dist/server.js: our workspace code (contracts) inlined, npm dependencies left external.
// The PDF report worker is an entry of its own, dist/report-worker.js, which the server starts as a worker thread
// (src/modules/tickets/documents/report-workers.ts). The report's TrueType fonts (the dejavu-fonts-ttf dependency) are
// not bundled: report-fonts.ts finds them in node_modules at run time, as the bundle finds every external package.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
await build({
  entryPoints: { server: 'src/server.ts', 'report-worker': 'src/modules/tickets/documents/report-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@tms/')),
  logLevel: 'warning',
});
