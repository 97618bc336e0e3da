// GET /api/health for load balancers (docs/product/conventions.md#api-conventions): 200 when the database answers, 503
// otherwise; it tells nothing about versions or configuration.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { failEnvelope, messages, successEnvelope } from '@tms/contracts';
import { AppError } from '../lib/errors';

const health = z.object({ database: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { public: true },
    schema: { tags: ['health'], security: [], response: { 200: successEnvelope(health), 503: failEnvelope } },
    handler: async () => {
      try {
        await app.ctx.db.execute(sql`SELECT 1`);
      } catch (error) {
        app.log.warn({ err: error }, 'health check: the database does not answer');
        throw new AppError(503, messages.serviceUnavailable, undefined, 'server.unavailable');
      }
      return { status: 'Success' as const, data: { database: 'ok' as const } };
    },
  });
};
