// Guard of the signed-in area: without a session, go to /sign-in and remember where the user wanted to go (and,
// when a session the screens were using ended without the user signing out, say that it expired). A user who must
// change the password is held on /change-password until it is done, and then one whose role requires the second step
// on /two-step-setup until it is set up (docs/product/access.md#two-step-sign-in): the API refuses everything else.
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session/use-session';
import { SIGN_IN_PATH } from '@/lib/session/use-sign-out';
import { noteSignedInAreaEntered, signInState, wasSignOutRequested } from './session-end';

export const CHANGE_PASSWORD_PATH = '/change-password';
export const TWO_STEP_SETUP_PATH = '/two-step-setup';

export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  // Whether this visit began signed in: only then can the session have ended under the user's feet.
  const [startedSignedIn] = useState(() => {
    noteSignedInAreaEntered();
    return session !== null;
  });

  if (!session) {
    const expired = startedSignedIn && !wasSignOutRequested();
    return <Navigate to={SIGN_IN_PATH} replace state={signInState(location, expired)} />;
  }
  if (session.needChangePassword && location.pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  if (!session.needChangePassword && session.needTwoFactorSetup && location.pathname !== TWO_STEP_SETUP_PATH) {
    return <Navigate to={TWO_STEP_SETUP_PATH} replace />;
  }
  return <Outlet />;
}
