// Sign-out: end the session on the server (PRODUCT.md §7), forget the user, drop every cached answer (they belong to
// that user) and show the sign-in screen.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { endServerSession } from './end-server-session';
import { sessionEndWork, sessionStore } from './session-store';

export const SIGN_IN_PATH = '/sign-in';

export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const token = sessionStore.get()?.token;
    // Leave first: ending the session while still on this page would make the session guard remember it as the
    // place to come back to after the next sign-in.
    await navigate(SIGN_IN_PATH, { replace: true });
    sessionStore.clear();
    queryClient.clear();
    // What still needs the token (forgetting this browser's push subscription) goes first; then the server ends the
    // session. The local sign-out stands whatever the server answers: a session it could not end expires with its token.
    await sessionEndWork();
    if (token)
      await endServerSession(token).catch((error: unknown) => console.warn('sign-out: the server session was not ended', error));
  }, [navigate, queryClient]);
}
