// The server's configuration, read from the environment once; a bad variable stops the start with every problem listed.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  directoryConfig,
  identityEnv,
  identityProblems,
  singleSignOnConfig,
  type DirectoryConfig,
  type SingleSignOnConfig,
} from './identity-config';

/** A push service host browsers use, with the port it may be reached on (443 unless the entry names one). */
export interface PushHost {
  host: string;
  port: number;
}

export const HTTPS_PORT = 443;
const MAX_PORT = 65535;

/**
 * The public push services of Chrome, Firefox, Edge and Safari (docs/product/notifications.md#push); each also admits
 * its sub-domains.
 */
export const DEFAULT_PUSH_ALLOWED_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
].join(',');

const HOST_NAME = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const HOST_AND_PORT = /^(?<host>\[[0-9a-f:.]+\]|[^:]+)(:(?<port>\d{1,5}))?$/;

/** `host`, `*.host`, `host:port`, an IPv4 address or a bracketed IPv6 address; `port` null when the entry names none. */
function parseHostEntry(entry: string): { host: string; port: number | null } | null {
  const match = HOST_AND_PORT.exec(entry.trim().toLowerCase());
  if (!match?.groups) return null;
  const port = match.groups.port === undefined ? null : Number(match.groups.port);
  const host = match.groups.host.replace(/^\[(.*)\]$/, '$1');
  const valid = net.isIP(host) !== 0 || HOST_NAME.test(host);
  if (!valid || (port !== null && (port < 1 || port > MAX_PORT))) return null;
  // IPv6 addresses in the form URL hostnames take (`::ffff:7f00:1`), so entries compare with endpoints.
  return { host: net.isIPv6(host) ? new URL(`https://[${host}]`).hostname.slice(1, -1) : host, port };
}

function parsePushHost(entry: string): PushHost | null {
  const parsed = parseHostEntry(entry);
  return parsed && { host: parsed.host.replace(/^\*\./, ''), port: parsed.port ?? HTTPS_PORT };
}

/** A host webhooks may reach over `http` and on a private address; `port` null: the default port of the URL's scheme. */
export interface WebhookHost {
  host: string;
  port: number | null;
}

/** `host` or `host:port` (no `*.`: only that very host). */
function parseWebhookHost(entry: string): WebhookHost | null {
  const parsed = parseHostEntry(entry);
  return parsed && !parsed.host.startsWith('*.') ? parsed : null;
}

/** A comma-separated list of host entries; `required`: at least one. */
const hostList = <T>(parse: (entry: string) => T | null, required: boolean) =>
  z.string().transform((value, context) => {
    const entries = value.split(',').filter((entry) => entry.trim() !== '');
    const hosts = entries.map(parse);
    const bad = entries.filter((_, i) => hosts[i] === null);
    if (bad.length > 0 || (required && hosts.length === 0)) {
      context.addIssue({ code: 'custom', message: `not a host, *.host or host:port list: ${bad.join(', ') || value}` });
      return z.NEVER;
    }
    return hosts as T[];
  });

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(MAX_PORT).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  SEED_DEMO: booleanFlag(true),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('Ticket Management System <no-reply@localhost>'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  SERVE_WEB: booleanFlag(true),
  API_DOCS: booleanFlag(false),
  TRUST_PROXY: z.string().optional(),
  SECRETS_KEY: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  PUSH_ALLOWED_HOSTS: hostList(parsePushHost, true).prefault(DEFAULT_PUSH_ALLOWED_HOSTS),
  WEBHOOK_ALLOWED_HOSTS: hostList(parseWebhookHost, false).prefault(''),
  DB_QUEUE_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  API_TOKEN_CALLS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(365),
  ...identityEnv.shape,
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  filesDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlHours: number;
  seedDemo: boolean;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  loginMaxFailures: number;
  loginFailureWindowMinutes: number;
  serveWeb: boolean;
  /** Serve the API's OpenAPI document and its viewer at /api/docs (API_DOCS; off by default: it maps the whole API). */
  apiDocs: boolean;
  secretsKey: string | undefined;
  /** Fastify's trustProxy: false (default), true, or the proxies' addresses (comma-separated IPs or CIDRs). */
  trustProxy: boolean | string;
  /** Where browser push may be sent (PUSH_ALLOWED_HOSTS): host suffixes, each with its port. */
  pushAllowedHosts: PushHost[];
  /** Hosts webhooks may reach over http and on private addresses (WEBHOOK_ALLOWED_HOSTS); empty by default. */
  webhookAllowedHosts: WebhookHost[];
  /** How long a request's query may wait for a database connection before the request answers 503 (DB_QUEUE_TIMEOUT_MS). */
  dbQueueTimeoutMs: number;
  /** PostgreSQL's statement_timeout for a request's statements, 0 for none (DB_STATEMENT_TIMEOUT_MS). */
  dbStatementTimeoutMs: number;
  /** Calls one API token may make per minute on one server process (API_TOKEN_CALLS_PER_MINUTE). */
  apiTokenCallsPerMinute: number;
  /** Days an audit log entry is kept before the server's own job removes it (AUDIT_RETENTION_DAYS, at least 1). */
  auditRetentionDays: number;
  /** OpenID Connect sign-in, null when OIDC_ISSUER is not set. */
  singleSignOn: SingleSignOnConfig | null;
  /** LDAP/Active Directory sign-in, null when LDAP_URL is not set. */
  directory: DirectoryConfig | null;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const problems = identityProblems(e);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    seedDemo: e.SEED_DEMO,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginFailureWindowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
    serveWeb: e.SERVE_WEB,
    apiDocs: e.API_DOCS,
    secretsKey: e.SECRETS_KEY,
    trustProxy:
      e.TRUST_PROXY === undefined || e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY,
    pushAllowedHosts: e.PUSH_ALLOWED_HOSTS,
    webhookAllowedHosts: e.WEBHOOK_ALLOWED_HOSTS,
    dbQueueTimeoutMs: e.DB_QUEUE_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    apiTokenCallsPerMinute: e.API_TOKEN_CALLS_PER_MINUTE,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    singleSignOn: singleSignOnConfig(e),
    directory: directoryConfig(e),
  };
}
