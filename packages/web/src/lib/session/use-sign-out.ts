// Sign-out in two steps. The user menu only goes to /sign-out, an ordinary navigation, so a screen with unsaved edits
// asks first and staying keeps everything. The /sign-out screen then ends the session
// (docs/product/access.md#sessions-and-throttling): forget the user, drop every cached answer (they belong to that
// user), show the sign-in screen and end the session on the server.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { endServerSession } from './end-server-session';
import { sessionEndWork, sessionStore } from './session-store';

export const SIGN_IN_PATH = '/sign-in';
export const SIGN_OUT_PATH = '/sign-out';

/** Asks to leave for /sign-out; a screen guarding unsaved edits may hold the user back. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => navigate(SIGN_OUT_PATH, { replace: true }), [navigate]);
}

/** Ends the session from /sign-out, outside the signed-in area (so no screen is remembered as the way back). */
export function useEndSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const token = sessionStore.get()?.token;
    sessionStore.clear();
    queryClient.clear();
    await navigate(SIGN_IN_PATH, { replace: true });
    // What still needs the token (forgetting this browser's push subscription) goes first; then the server ends the
    // session. The local sign-out stands whatever the server answers: a session it could not end expires with its token.
    await sessionEndWork();
    if (token)
      await endServerSession(token).catch((error: unknown) => console.warn('sign-out: the server session was not ended', error));
  }, [navigate, queryClient]);
}
