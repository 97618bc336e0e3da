// Signed session tokens (HS256). The key comes from JWT_SECRET, or is generated once and kept in the database so
// every app process shares it. A token names its user (sub) and its server-side session (sid); the signature and
// the expiry alone never suffice: the authentication plugin also checks the session row
// (docs/product/access.md#sessions-and-throttling).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { systemSecrets } from '../db/schema';

export interface TokenClaims {
  userId: number;
  sessionId: string;
}

export interface TokenService {
  /** How long a token (and so a session) lives: TOKEN_TTL_HOURS. */
  readonly ttlMs: number;
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a well-signed, unexpired token carrying a session id; null otherwise. */
  verify(token: string): Promise<TokenClaims | null>;
  /**
   * Signs `subject` (e.g. "attachment:12:user:3") for a link valid `ttlSeconds` from `now` (the clock by default):
   * returns `exp` and `sig`.
   */
  signLink(subject: string, ttlSeconds: number, now?: Date): { exp: number; sig: string };
  /** Whether the link is genuine and unexpired. */
  verifyLink(subject: string, exp: number, sig: string): boolean;
  /** Whether `sig` is the signature of `subject` and `exp`, expired or not (to tell an expired link from a forged one). */
  isGenuineLink(subject: string, exp: number, sig: string): boolean;
}

export async function loadOrCreateSecret(db: Database, name: string, create: () => string): Promise<string> {
  await db.insert(systemSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(systemSecrets).where(eq(systemSecrets.name, name));
  return row.value;
}

/** Session ids are the uuid the database gives the session row. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createTokenService(secret: string, ttlHours: number): TokenService {
  const key = new TextEncoder().encode(secret);
  const mac = (text: string) => createHmac('sha256', `link:${secret}`).update(text).digest('base64url');
  const isGenuineLink = (subject: string, exp: number, sig: string) => {
    if (!Number.isInteger(exp)) return false;
    const expected = Buffer.from(mac(`${subject}|${exp}`));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return {
    ttlMs: ttlHours * 60 * 60 * 1000,
    signLink(subject, ttlSeconds, now = new Date()) {
      const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
      return { exp, sig: mac(`${subject}|${exp}`) };
    },
    isGenuineLink,
    verifyLink: (subject, exp, sig) => exp >= Date.now() / 1000 && isGenuineLink(subject, exp, sig),
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) {
          return null;
        }
        return { userId, sessionId };
      } catch {
        // An invalid or expired token is an ordinary outcome: the caller answers 401.
        return null;
      }
    },
  };
}

export const generateSecret = () => randomBytes(48).toString('base64url');
