// Guards every API route: a valid bearer token of a live server-side session, or a live API token, is required unless
// the route says `public`; while the user must choose a new password only the routes marked `duringPasswordChange`
// answer, and then, while the role's second step is not set up, only those marked `duringTwoFactorSetup`; a route's
// `permission` id must be held by the user's role. An API token (docs/product/api-tokens.md) is throttled per token,
// a read-only one is refused on every write, and no token opens a route marked `sessionOnly`.
// Registered inside the /api scope only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiTokenMessages, messages, twoFactorMessages } from '@tms/contracts';
import { nowOf, type AppContext } from '../context';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import { createTokenThrottle, type TokenThrottle } from './api-token-throttle';
import {
  hasPermission,
  hashApiToken,
  isApiToken,
  loadSessionUser,
  loadTokenUser,
  recordTokenUse,
  type ApiTokenFacts,
  type AuthUser,
} from './current-user';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
    /** The server-side session the bearer token names (sign-out and password change end sessions by it). */
    authSessionId: string | null;
    /** The API token the call came with; null for a session's call. */
    authApiToken: ApiTokenFacts | null;
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
    /**
     * Answers while the user's role requires the second step and it is not set up yet (every other call is refused,
     * docs/product/access.md#two-step-sign-in).
     */
    duringTwoFactorSetup?: boolean;
    /**
     * Only a signed-in session calls it, never an API token (403 `auth.session_required`): sign-out, the password
     * change, the session record the web app opens with, creating API tokens (docs/product/api-tokens.md#sessions-only).
     */
    sessionOnly?: boolean;
  }
}

/** Who a bearer value names: a session's user, or an API token's user and the token. */
export type SignedIn =
  | { user: AuthUser; sessionId: string; apiToken: null }
  | { user: AuthUser; sessionId: null; apiToken: ApiTokenFacts };

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

/** The active user and live session a session's signed token names, or 401. */
async function sessionSignedIn(ctx: AppContext, token: string | null): Promise<SignedIn> {
  const claims = token ? await ctx.tokens.verify(token) : null;
  const user = claims ? await loadSessionUser(ctx.db, claims) : null;
  if (!claims || !user || !user.isActive) throw unauthorized();
  return { user, sessionId: claims.sessionId, apiToken: null };
}

/** 429 past the token's calls per minute; `Retry-After` says when its window reopens. */
export class TokenThrottled extends AppError {
  constructor(
    callsPerMinute: number,
    readonly retryAfterSeconds: number,
  ) {
    super(429, apiTokenMessages.throttled(callsPerMinute), undefined, 'request.too_many');
  }
}

/** One throttle per running app (per process): every bearer use of a token, downloads included, counts on it. */
const throttles = new WeakMap<AppContext, TokenThrottle>();

function throttleOf(ctx: AppContext): TokenThrottle {
  let throttle = throttles.get(ctx);
  if (!throttle) throttles.set(ctx, (throttle = createTokenThrottle(ctx.config.apiTokenCallsPerMinute)));
  return throttle;
}

interface TokenUser {
  user: AuthUser;
  token: ApiTokenFacts;
}

/** Why a token opens no call at `now` (401, Spanish), or nothing when it is live and its user active. */
function checkTokenLive(found: TokenUser | null, now: Date): asserts found is TokenUser {
  if (!found) throw unauthorized(apiTokenMessages.invalid);
  if (found.token.revokedAt) throw unauthorized(apiTokenMessages.revoked);
  if (found.token.expiresAt.getTime() <= now.getTime()) throw unauthorized(apiTokenMessages.expired);
  if (!found.user.isActive) throw unauthorized();
}

/** The user of a live API token, counted on the token's throttle, its last use recorded (at most once a minute). */
async function tokenSignedIn(ctx: AppContext, token: string): Promise<SignedIn> {
  const now = nowOf(ctx);
  const found = await loadTokenUser(ctx.db, hashApiToken(token));
  checkTokenLive(found, now);
  const { user, token: apiToken } = found;
  const retryAfter = throttleOf(ctx).take(apiToken.id, now);
  if (retryAfter !== null) throw new TokenThrottled(ctx.config.apiTokenCallsPerMinute, retryAfter);
  await recordTokenUse(ctx.db, apiToken, now);
  return { user, sessionId: null, apiToken };
}

/** The active user a bearer value names, through a live session or a live API token; 401 otherwise. */
export function signedIn(ctx: AppContext, token: string | null): Promise<SignedIn> {
  return token && isApiToken(token) ? tokenSignedIn(ctx, token) : sessionSignedIn(ctx, token);
}

/** Calls that change something: what a read-only token may never make. */
export const isWriteMethod = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

/** An API token's limits on the route: read-only tokens make no write, and no token opens a session-only route. */
export function checkApiTokenUse(token: ApiTokenFacts | null, method: string, sessionOnly: boolean | undefined): void {
  if (!token) return;
  if (token.readOnly && isWriteMethod(method)) throw forbidden(apiTokenMessages.readOnly, 'auth.read_only_token');
  if (sessionOnly) throw sessionRequired();
}

const sessionRequired = () => forbidden(apiTokenMessages.sessionRequired, 'auth.session_required');

/**
 * 403 with the message of docs/product/access.md#change-and-recover-password while the user must choose a new password,
 * unless the call helps them do it.
 */
export function checkPasswordChange(user: AuthUser, allowed: boolean | undefined): void {
  if (user.needChangePassword && !allowed) throw forbidden(messages.needChangePassword, 'auth.password_change_required');
}

/**
 * 403 with the message of docs/product/access.md#two-step-sign-in while the user's role requires the second step and it
 * is not set up, unless the call sets it up; a pending password change comes first (checkPasswordChange).
 */
export function checkTwoFactorSetup(user: AuthUser, allowed: boolean | undefined): void {
  if (user.needTwoFactorSetup && !user.needChangePassword && !allowed) {
    throw forbidden(twoFactorMessages.setupRequired, 'auth.two_factor_setup_required');
  }
}

export async function authentication(app: FastifyInstance) {
  app.decorateRequest('authUser', null);
  app.decorateRequest('authSessionId', null);
  app.decorateRequest('authApiToken', null);
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.public) return;
    const { user, sessionId, apiToken } = await signedIn(app.ctx, bearerToken(request)).catch((error: unknown) => {
      if (error instanceof TokenThrottled) reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    });
    request.authUser = user;
    request.authSessionId = sessionId;
    request.authApiToken = apiToken;
    checkApiTokenUse(apiToken, request.method, config.sessionOnly);
    checkPasswordChange(user, config.duringPasswordChange);
    checkTwoFactorSetup(user, config.duringTwoFactorSetup);
    if (config.permission !== undefined && !hasPermission(user, config.permission)) throw forbidden();
  });
}

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/** The session of a guarded route's caller: a call made with an API token has none (403 `auth.session_required`). */
export function currentSessionId(request: FastifyRequest): string {
  if (request.authApiToken) throw sessionRequired();
  if (!request.authSessionId) throw unauthorized();
  return request.authSessionId;
}
