// Locates files shipped with the API package (migrations, reference data, the built web app), wherever the code
// runs from: src/ under tsx and vitest, or the bundled dist/server.js.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@tms/api') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @tms/api package root');
    dir = parent;
  }
}

export const apiRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(apiRoot, 'drizzle');
export const referenceDataDir = path.join(apiRoot, 'reference-data');
export const webDistDir = path.resolve(apiRoot, '..', 'web', 'dist');
