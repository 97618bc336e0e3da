// Guards every API route: a valid bearer token of a live server-side session is required unless the route says
// `public`; while the user must choose a new password only the routes marked `duringPasswordChange` answer; a route's
// `permission` id must be held by the user's role. Registered inside the /api scope only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@tms/contracts';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../lib/errors';
import { hasPermission, loadSessionUser, type AuthUser } from './current-user';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** The server-side session the bearer token names (sign-out and password change end sessions by it). */
    authSessionId: string | null;
  }
  interface FastifyContextConfig {
    /** No sign-in needed. */
    public?: boolean;
    /** Business function id the caller's role must hold. */
    permission?: number;
    /**
     * Answers while the user's needChangePassword holds (every other call is refused,
     * docs/product/access.md#change-and-recover-password).
     */
    duringPasswordChange?: boolean;
  }
}

export interface SignedIn {
  user: AuthUser;
  sessionId: string;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** The active user and live session a bearer token names, or 401. */
export async function signedIn(ctx: AppContext, token: string | null): Promise<SignedIn> {
  const claims = token ? await ctx.tokens.verify(token) : null;
  const user = claims ? await loadSessionUser(ctx.db, claims) : null;
  if (!claims || !user || !user.isActive) throw unauthorized();
  return { user, sessionId: claims.sessionId };
}

/**
 * 403 with the message of docs/product/access.md#change-and-recover-password while the user must choose a new password,
 * unless the call helps them do it.
 */
export function checkPasswordChange(user: AuthUser, allowed: boolean | undefined): void {
  if (user.needChangePassword && !allowed) throw forbidden(messages.needChangePassword, 'auth.password_change_required');
}

export async function authentication(app: FastifyInstance) {
  app.decorateRequest('authUser', null);
  app.decorateRequest('authSessionId', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    const { user, sessionId } = await signedIn(app.ctx, bearerToken(request));
    request.authUser = user;
    request.authSessionId = sessionId;
    checkPasswordChange(user, config.duringPasswordChange);
    if (config.permission !== undefined && !hasPermission(user, config.permission)) throw forbidden();
  });
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/** The session of a guarded route's caller. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.authSessionId) throw unauthorized();
  return request.authSessionId;
}
