// Tickets that open a live stream (server-sent events; EventSource cannot send the bearer header): signed, valid
// STREAM_TICKET_SECONDS, bound to the session that asked for one and to what it opens, and usable once on every
// process, since each use is recorded in the database (docs/product/access.md#sessions-and-throttling).
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../context';
import { loadSessionUser, type AuthUser } from '../../../plugins/current-user';
import { sessionsRepository } from './sessions.repository';

const STREAM_TICKET_SECONDS = 60;
/** A use is remembered this long past the ticket's expiry, so servers whose clocks differ a little cannot replay it. */
const REMEMBERED_PAST_EXPIRY_SECONDS = 60;
const NONCE_BYTES = 16;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The nonce (base64url) and the scope a caller adds (a presence tab): no dots, bounded. */
const TICKET_PART = /^[A-Za-z0-9_-]{0,64}$/;

/** The session a stream was opened from, and when it ends by itself. */
export interface StreamSession {
  user: AuthUser;
  sessionId: string;
  expiresAt: Date;
}

export interface SessionRef {
  userId: number;
  sessionId: string;
}

const subjectOf = (purpose: string, { userId, sessionId }: SessionRef, scope: string, nonce: string) =>
  `stream:${purpose}:${userId}:${sessionId}:${scope}:${nonce}`;

export function createStreamTickets({ db, tokens }: Pick<AppContext, 'db' | 'tokens'>) {
  /** The session a well-formed, genuine, unexpired ticket names, with its scope; null for anything else. */
  function verified(ticket: string, purpose: string): { ref: SessionRef; scope: string; nonce: string; exp: number } | null {
    const parts = ticket.split('.');
    if (parts.length !== 6) return null;
    const [userPart, sessionId, scope, nonce, expPart, sig] = parts;
    const ref = { userId: Number(userPart), sessionId };
    const exp = Number(expPart);
    if (!Number.isSafeInteger(ref.userId) || !SESSION_ID.test(sessionId) || !TICKET_PART.test(scope)) return null;
    if (!nonce || !TICKET_PART.test(nonce) || !sig) return null;
    return tokens.verifyLink(subjectOf(purpose, ref, scope, nonce), exp, sig) ? { ref, scope, nonce, exp } : null;
  }

  return {
    /** A ticket for one stream of `purpose` (and `scope`, e.g. a tab) from this session. */
    issue(session: SessionRef, purpose: string, scope = ''): { ticket: string; expiresIn: number } {
      const nonce = randomBytes(NONCE_BYTES).toString('base64url');
      const { exp, sig } = tokens.signLink(subjectOf(purpose, session, scope, nonce), STREAM_TICKET_SECONDS);
      return { ticket: [session.userId, session.sessionId, scope, nonce, exp, sig].join('.'), expiresIn: STREAM_TICKET_SECONDS };
    },

    /**
     * Uses the ticket up: its live session and scope, or null when it is forged, malformed, expired, used before (on
     * any process), or its session ended or its user was deactivated.
     */
    async redeem(ticket: string, purpose: string): Promise<{ session: StreamSession; scope: string } | null> {
      const found = verified(ticket, purpose);
      if (!found) return null;
      const usableUntil = new Date((found.exp + REMEMBERED_PAST_EXPIRY_SECONDS) * 1000);
      if (!(await sessionsRepository.useStreamTicket(db, found.nonce, usableUntil))) return null;
      const expiresAt = await sessionsRepository.liveUntil(db, found.ref);
      const user = expiresAt && (await loadSessionUser(db, found.ref));
      if (!expiresAt || !user?.isActive) return null;
      return { session: { user, sessionId: found.ref.sessionId, expiresAt }, scope: found.scope };
    },
  };
}
