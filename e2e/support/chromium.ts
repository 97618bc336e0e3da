// The browser the journeys run in: Debian's Chromium (never a downloaded one).
import fs from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const chromiumAvailable = fs.existsSync(CHROMIUM_PATH);
export const MISSING_CHROMIUM = `Chromium not found at ${CHROMIUM_PATH}: browser journeys are skipped (install Debian's chromium package).`;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
