// Browser journeys (e2e/*.spec.ts) against the built app: `npm run test:e2e` builds the web app and the server
// bundle, then this config starts packages/api/dist/server.js on a fresh, empty data directory (demo data seeded).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumAvailable, CHROMIUM_PATH, MISSING_CHROMIUM } from './e2e/support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The journeys' mail server (packages/api/src/test/mail-sink-process.ts): the app's mails land in E2E_MAIL_DIR. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3198);
/** The journeys' OpenID provider (packages/api/src/test/oidc-provider-process.ts), the app's single sign-on. */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3197);
/** The journeys' company directory (packages/api/src/test/directory-process.ts), the app's LDAP sign-in. */
const LDAP_PORT = Number(process.env.E2E_LDAP_PORT ?? 3196);
const LDAP_SUFFIX = 'dc=example,dc=com';

if (!chromiumAvailable) {
  // In CI a missing browser is a broken machine, not a reason to pass.
  if (process.env.CI) throw new Error(MISSING_CHROMIUM);
  console.warn(`\n⚠ ${MISSING_CHROMIUM}\n`);
}

// Worker processes load this file again: they inherit the runner's environment, so the directory is made once.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tms-e2e-'));
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_DATA_DIR, 'mails');

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    // Nothing moves while a journey measures it: the app honours the preference (MUI transitions and ripples off).
    reducedMotion: 'reduce',
    timezoneId: 'America/Mexico_City',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } }],
  webServer: [
    {
      command: 'node --import tsx packages/api/src/test/mail-sink-process.ts',
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
    },
    {
      command: 'node --import tsx packages/api/src/test/oidc-provider-process.ts',
      port: OIDC_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_OIDC_PORT: String(OIDC_PORT), E2E_OIDC_REDIRECT_URI: `${BASE_URL}/api/auth/oidc/callback` },
    },
    {
      command: 'node --import tsx packages/api/src/test/directory-process.ts',
      port: LDAP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_LDAP_PORT: String(LDAP_PORT) },
    },
    {
      command: 'node packages/api/dist/server.js',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        LOGIN_MAX_FAILURES: '1000',
        PUBLIC_URL: BASE_URL,
        // The fake push service of e2e/support/notifications-push.ts.
        PUSH_ALLOWED_HOSTS: 'push.invalid',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // The client oidc-provider-process.ts registers (packages/api/src/test/oauth-provider.ts).
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        OIDC_CLIENT_ID: 'mesa-de-ayuda',
        OIDC_CLIENT_SECRET: 'secreto-del-cliente-de-prueba',
        OIDC_BUTTON_LABEL: 'Keycloak',
        // The directory directory-process.ts starts: its group 'agentes' is the role Agente (2).
        LDAP_URL: `ldap://127.0.0.1:${LDAP_PORT}`,
        LDAP_BIND_DN: `cn=admin,${LDAP_SUFFIX}`,
        LDAP_BIND_PASSWORD: 'Directorio123!',
        LDAP_USER_BASE: `ou=people,${LDAP_SUFFIX}`,
        LDAP_GROUP_BASE: `ou=groups,${LDAP_SUFFIX}`,
        LDAP_GROUP_ROLES: `2:cn=agentes,ou=groups,${LDAP_SUFFIX}`,
      },
    },
  ],
});
