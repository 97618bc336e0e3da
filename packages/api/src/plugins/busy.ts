// Gives every request its database budget (DB_QUEUE_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS): a request that cannot get
// a connection within it, or whose statement outlasts it on PostgreSQL, answers 503 'Servicio ocupado, intente de
// nuevo.' with Retry-After, so a heavy query never builds a queue that grows without bound.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withDatabaseBudget } from '../db/client';

/** The Retry-After of a busy answer, in seconds: the queue budget, at least one second. */
export const retryAfterSeconds = (request: FastifyRequest) =>
  String(Math.max(1, Math.ceil(request.server.ctx.config.dbQueueTimeoutMs / 1000)));

export const busy = fp(async (app: FastifyInstance) => {
  const { dbQueueTimeoutMs, dbStatementTimeoutMs } = app.ctx.config;
  const budget = { queueTimeoutMs: dbQueueTimeoutMs, statementTimeoutMs: dbStatementTimeoutMs };
  // Everything the request does from here on (the body read, hooks, handler, serialization) runs under the budget.
  app.addHook('onRequest', (_request, _reply, done) => withDatabaseBudget(budget, done));
});
