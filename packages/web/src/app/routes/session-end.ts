// Why the signed-in area was left without a session. The user's own sign-out (the user menu) says so first; any
// other end of a session the screens were using (a 401: expired or ended on the server) is an expiry, which the
// sign-in screen then explains.
import type { Location } from 'react-router';
import { signInRedirectState, type SignInRedirectState } from '@/lib/session/sign-in-redirect';

export const SESSION_EXPIRED_MESSAGE = 'Su sesión expiró, inicie sesión de nuevo.';

let signOutRequested = false;

/** Called by the user menu just before signing out. */
export function noteSignOutRequested() {
  signOutRequested = true;
}

/** A signed-in area starts: earlier sign-outs no longer explain anything. */
export function noteSignedInAreaEntered() {
  signOutRequested = false;
}

export const wasSignOutRequested = () => signOutRequested;

export interface SignInState extends SignInRedirectState {
  sessionExpired?: boolean;
}

export const signInState = (location: Pick<Location, 'pathname' | 'search' | 'hash'>, sessionExpired: boolean): SignInState => ({
  ...signInRedirectState(location),
  ...(sessionExpired ? { sessionExpired } : {}),
});

export const isSessionExpiredState = (state: unknown): boolean => !!(state as SignInState | null)?.sessionExpired;
