// Sign-out: end the session on the server (PRODUCT.md §7), forget the user, drop every cached answer (they belong to
// that user) and show the sign-in screen.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../api/api-client';
import { sessionStore } from './session-store';

export const SIGN_IN_PATH = '/sign-in';

export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // The local sign-out goes on whatever the server answers: the user asked to leave, and a session the server
    // could not end still expires with its token.
    await apiPost('/auth/logout').catch((error: unknown) => console.warn('sign-out: the server session was not ended', error));
    // Leave first: ending the session while still on this page would make the session guard remember it as the
    // place to come back to after the next sign-in.
    await navigate(SIGN_IN_PATH, { replace: true });
    sessionStore.clear();
    queryClient.clear();
  }, [navigate, queryClient]);
}
