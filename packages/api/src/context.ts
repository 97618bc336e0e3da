// What every module needs from the running server, prepared once at start (or by a test) and shared.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config/config';
import type { Database, DatabaseHandle } from './db/client';
import type { TokenService } from './lib/tokens';
import type { FileStorage } from './lib/storage';

export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  tokens: TokenService;
  storage: FileStorage;
  /** The time the API tokens' expiry, throttle and last use go by; tests inject one. Absent: the system clock. */
  clock?: () => Date;
}

/** Now, by the context's clock. */
export const nowOf = (ctx: Pick<AppContext, 'clock'>): Date => ctx.clock?.() ?? new Date();

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type Logger = FastifyBaseLogger;
