// Starting and ending sessions: a session row first, then a token naming it, both living TOKEN_TTL_HOURS.
import type { AppContext } from '../../../context';
import { sessionsRepository as repository } from './sessions.repository';

export function createSessionsService({ db, tokens }: AppContext) {
  return {
    /** A new session of the user and its bearer token. */
    async start(userId: number): Promise<string> {
      await repository.purgeExpired(db);
      const sessionId = await repository.create(db, userId, tokens.ttlMs);
      return tokens.sign({ userId, sessionId });
    },
  };
}
