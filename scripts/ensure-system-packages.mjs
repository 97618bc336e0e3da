#!/usr/bin/env node
// Makes sure the system packages a test run needs are on this machine before the tests start, the way
// `playwright install --with-deps` does: as root with apt-get they are installed; otherwise the run stops at once
// with the exact command to type. Usage: `node scripts/ensure-system-packages.mjs chromium poppler-utils …`.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** What each Debian package gives the tests, and the file that shows it is installed. */
const PACKAGES = {
  chromium: { file: '/usr/bin/chromium', usedFor: 'browser journeys (Playwright runs Debian’s Chromium)' },
  'poppler-utils': { file: 'pdftoppm', usedFor: 'the ticket report journey renders the PDF with pdftoppm' },
  'dovecot-imapd': { file: '/usr/sbin/dovecot', usedFor: 'the inbound e-mail tests run a throw-away IMAP server' },
  slapd: { file: '/usr/sbin/slapd', usedFor: 'the directory sign-in tests run a throw-away LDAP server' },
};

const onPath = (command) =>
  (process.env.PATH ?? '')
    .split(':')
    .filter(Boolean)
    .some((folder) => fs.existsSync(`${folder}/${command}`));

const installed = (name) => {
  const { file } = PACKAGES[name];
  return file.startsWith('/') ? fs.existsSync(file) : onPath(file);
};

const fail = (lines) => {
  console.error(['', ...lines, ''].join('\n'));
  process.exit(1);
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in PACKAGES));
if (unknown.length > 0) fail([`ensure-system-packages: unknown package(s): ${unknown.join(', ')}`]);

const missing = requested.filter((name) => !installed(name));
if (missing.length === 0) process.exit(0);

const aptCommand = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
const why = missing.map((name) => `  ${name}: ${PACKAGES[name].usedFor}`);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = onPath('apt-get');

if (!hasApt) {
  fail([
    'The tests need system packages this machine lacks, and there is no apt-get to install them:',
    ...why,
    `Install the equivalent of: ${missing.join(' ')}`,
  ]);
}
if (!isRoot) {
  fail([
    'The tests need system packages this machine lacks:',
    ...why,
    'Install them, then run the tests again:',
    `  sudo sh -c '${aptCommand}'`,
  ]);
}

console.log(`Installing system packages the tests need: ${missing.join(' ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
} catch {
  fail([`apt-get update failed. Run it by hand, then the tests again:`, `  ${aptCommand}`]);
}
const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
  stdio: 'inherit',
  env,
});
const stillMissing = missing.filter((name) => !installed(name));
if (install.status !== 0 || stillMissing.length > 0) {
  fail([
    `apt-get could not install: ${stillMissing.join(' ') || missing.join(' ')}.`,
    'Run this by hand, then the tests again:',
    `  ${aptCommand}`,
  ]);
}
