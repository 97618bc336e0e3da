// The API as tests use it: a real database, the real app, requests through inject(), and signed-in callers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createDatabaseStorage } from '../lib/storage-database';
import { loadConfig } from '../config/config';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { createTokenService } from '../lib/tokens';
import { createTestDatabase, type TestDatabase } from './test-database';
import { useBeforeAll } from './use-before-all';

export const demoPasswords = {
  admin: 'Admin123!',
  agente: 'Agente123!',
  supervisor: 'Supervisor123!',
  cliente: 'Cliente123!',
  proveedor: 'Proveedor123!',
} as const;
export type DemoUser = keyof typeof demoPasswords;

export interface ApiResponse<T = any> {
  statusCode: number;
  body: { status: 'Success' | 'Fail'; data: T; message?: string };
  raw: LightMyRequestResponse;
}

export interface TestClient {
  get<T = any>(url: string): Promise<ApiResponse<T>>;
  post<T = any>(url: string, payload?: unknown): Promise<ApiResponse<T>>;
  put<T = any>(url: string, payload?: unknown): Promise<ApiResponse<T>>;
  delete<T = any>(url: string): Promise<ApiResponse<T>>;
  /** multipart/form-data with one `file` part. */
  upload<T = any>(url: string, fileName: string, content: Buffer | string, contentType?: string): Promise<ApiResponse<T>>;
  /** The raw response of a GET (files, PDFs). */
  raw(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** The same caller, with the same token, on another app over the same database (a {@link secondServer}). */
  on(app: FastifyInstance): TestClient;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** A client without a token. */
  anonymous: TestClient;
  /** Signs a demo user (or any user name and password) in and returns a client carrying the token. */
  as(user: DemoUser): Promise<TestClient>;
  signIn(userName: string, password: string): Promise<TestClient>;
  close(): Promise<void>;
}

/** A caller of `app` sending `token` as its bearer (a session's token, an API token), or none. */
export function client(app: FastifyInstance, token?: string): TestClient {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const send = async (method: InjectOptions['method'], url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const raw = await app.inject({
      method,
      url,
      headers: { ...auth, ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    let body: ApiResponse['body'];
    try {
      body = raw.json();
    } catch {
      body = { status: 'Fail', data: raw.body as never };
    }
    return { statusCode: raw.statusCode, body, raw };
  };
  return {
    get: (url) => send('GET', url),
    post: (url, payload) => send('POST', url, payload ?? {}),
    put: (url, payload) => send('PUT', url, payload ?? {}),
    delete: (url) => send('DELETE', url),
    upload(url, fileName, content, contentType = 'application/octet-stream') {
      const boundary = `----tms${Math.random().toString(16).slice(2)}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
        ),
        Buffer.isBuffer(content) ? content : Buffer.from(content),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return send('POST', url, body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
    },
    raw: (url, headers = {}) => app.inject({ method: 'GET', url, headers: { ...auth, ...headers } }),
    on: (other) => client(other, token),
  };
}

export interface TestAppOptions {
  /** Where the app writes its log (at LOG_LEVEL, default 'silent'); without it the app logs nothing. */
  logStream?: NodeJS.WritableStream;
  /** The PostgreSQL server the app's database is created on, instead of the test project's (a cluster of the test's own). */
  databaseServerUrl?: string;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase({ serverUrl: options.databaseServerUrl });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tms-test-'));
  // Tests read the OpenAPI document (API_DOCS), which a server serves only when told to.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    API_DOCS: 'true',
    DATA_DIR: dataDir,
    ...env,
  });
  const tokens = createTokenService('test-secret-test-secret-test-secret-0123', 1);
  const storage = createDatabaseStorage(database.handle.db);
  const app = await buildApp(
    { config, database: database.handle, db: database.handle.db, tokens, storage },
    { logger: options.logStream ?? false },
  );
  await app.ready();

  const signIn = async (userName: string, password: string) => {
    const response = await client(app).post('/api/auth/login', { userName, password });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${userName} failed: ${response.raw.body}`);
    return client(app, response.body.data.token);
  };
  return {
    app,
    database,
    anonymous: client(app),
    as: (user) => signIn(user, demoPasswords[user]),
    signIn,
    async close() {
      await app.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app a test file's tests share: {@link useTestApp} opens it before them and closes it after them. */
export type SharedTestApp = Omit<TestApp, 'close'>;

/**
 * One app for the tests of the calling file or `describe` block: created in a beforeAll, closed in an afterAll.
 * `env` may be a function when it depends on what an earlier beforeAll started (a local service's address).
 * Hooks run in the order they are declared and close in reverse, so a beforeAll written after this call already
 * has the app, and an afterAll written after it runs while the app is still open.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: TestAppOptions = {},
): SharedTestApp {
  const open = useBeforeAll(
    () => createTestApp(typeof env === 'function' ? env() : env, options),
    (t) => t.close(),
  );
  return {
    get app() {
      return open().app;
    },
    get database() {
      return open().database;
    },
    get anonymous() {
      return open().anonymous;
    },
    as: (user) => open().as(user),
    signIn: (userName, password) => open().signIn(userName, password),
  };
}

/**
 * A second server on the test app's database, as another process would be: its own pool (and LISTEN connection) on
 * PostgreSQL; on PGlite, which one process owns, a second app over the same database. Not yet ready or listening.
 */
export async function secondServer(
  t: Pick<TestApp, 'app' | 'database'>,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const ownHandle = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : null;
  const database = ownHandle ?? t.database.handle;
  const storage = createDatabaseStorage(database.db);
  const app = await buildApp({ ...t.app.ctx, database, db: database.db, storage }, { logger: false });
  return {
    app,
    close: async () => {
      await app.close();
      await ownHandle?.close();
    },
  };
}

/**
 * A {@link secondServer} for the tests of the calling `describe` block, listening on a free local port (so streams can
 * be opened on it): started in a beforeAll, closed in an afterAll. `t` is read when the hook runs.
 */
export function useSecondServer(t: () => Pick<TestApp, 'app' | 'database'>): () => FastifyInstance {
  const server = useBeforeAll(
    async () => {
      const started = await secondServer(t());
      await started.app.listen({ port: 0, host: '127.0.0.1' });
      return started;
    },
    (started) => started.close(),
  );
  return () => server().app;
}
