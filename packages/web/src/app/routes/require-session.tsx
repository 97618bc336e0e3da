// Guard of the signed-in area: without a session, go to /sign-in and remember where the user wanted to go.
import { Navigate, Outlet, useLocation } from 'react-router';
import { signInRedirectState } from '@/lib/session/sign-in-redirect';
import { useSession } from '@/lib/session/use-session';
import { SIGN_IN_PATH } from '@/lib/session/use-sign-out';

export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={SIGN_IN_PATH} replace state={signInRedirectState(location)} />;
  return <Outlet />;
}
