// The API as tests use it: a real database, the real app, requests through inject(), and signed-in callers.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config/config';
import { buildApp } from '../app';
import { createTokenService } from '../lib/tokens';
import { createTestDatabase, type TestDatabase } from './test-database';

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

function client(app: FastifyInstance, token?: string): TestClient {
  const send = async (method: InjectOptions['method'], url: string, payload?: unknown) => {
    const raw = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
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
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', DATA_DIR: '/tmp/tms-test-unused', ...env });
  const tokens = createTokenService('test-secret-test-secret-test-secret-0123', 1);
  const app = await buildApp({ config, database: database.handle, db: database.handle.db, tokens }, { logger: false });
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
    },
  };
}
