// The request an audit entry is written for: its client address, kept for the request's whole handling (an
// AsyncLocalStorage entered by an onRequest hook), so a service records it without every call passing it along.
import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';

interface AuditScope {
  address: string;
}

const scope = new AsyncLocalStorage<AuditScope>();

/** The client address of the request being handled; null outside one (the server's own jobs). */
export const requestAddress = (): string | null => scope.getStore()?.address ?? null;

/** Every request's handling runs inside its scope. */
export const auditScopePlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      scope.run({ address: request.ip }, done);
    });
  },
  { name: 'audit-scope' },
);
