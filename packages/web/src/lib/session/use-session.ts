// React access to the session record.
import { useSyncExternalStore } from 'react';
import type { Session } from '@tms/contracts';
import { sessionStore } from './session-store';

export const useSession = (): Session | null => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);

/** For screens behind the session guard, where a session always exists. */
export function useSignedInUser(): Session {
  const session = useSession();
  if (!session) throw new Error('useSignedInUser needs the session guard above it');
  return session;
}
