// Guards every API route: a valid bearer token is required unless the route says `public`, and a route's
// `permission` id must be held by the user's role. Registered inside the /api scope only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors';
import { hasPermission, loadAuthUser, type AuthUser } from './current-user';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** No sign-in needed. */
    public?: boolean;
    /** Business function id the caller's role must hold. */
    permission?: number;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

export async function authentication(app: FastifyInstance) {
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    const token = bearerToken(request);
    const userId = token ? await app.ctx.tokens.verify(token) : null;
    const user = userId ? await loadAuthUser(app.ctx.db, userId) : null;
    if (!user || !user.isActive) throw unauthorized();
    request.authUser = user;
    if (config.permission !== undefined && !hasPermission(user, config.permission)) throw forbidden();
  });
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}
