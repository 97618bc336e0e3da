// Fails when a tracked source line is longer than 140 characters (the formatter wraps code at 130 but leaves long
// strings and SQL alone).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const LIMIT = 140;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && !f.startsWith('packages/api/drizzle/') && fs.existsSync(f));
const long = files.flatMap((file) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => (line.length > LIMIT ? [`${file}:${i + 1}: ${line.length} characters`] : [])),
);
if (long.length) {
  console.error(`Lines longer than ${LIMIT} characters:\n${long.join('\n')}`);
  process.exit(1);
}
