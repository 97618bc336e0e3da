// Where a user who had to sign in wanted to go: the session guard stores it in the navigation state of /sign-in,
// and sign-in returns there.
import type { Location } from 'react-router';

export interface SignInRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export const signInRedirectState = (location: Pick<Location, 'pathname' | 'search' | 'hash'>): SignInRedirectState => ({
  from: { pathname: location.pathname, search: location.search, hash: location.hash },
});

export function returnPathOf(state: unknown): string | undefined {
  const from = (state as SignInRedirectState | null)?.from;
  if (!from?.pathname || from.pathname === '/sign-in') return undefined;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
