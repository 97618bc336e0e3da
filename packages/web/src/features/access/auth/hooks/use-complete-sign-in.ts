// What happens once the server accepted the credentials: keep the session, then go on to /change-password (when a new
// password is needed), to /two-step-setup (when the role requires the second step and it is not set up,
// docs/product/access.md#two-step-sign-in) or start loading permissions and settings and go back where the user was
// going.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages, twoFactorMessages, type Session } from '@tms/contracts';
import { notify } from '@/lib/notify';
import { permissionsQueryOptions } from '@/lib/permissions/get-permissions';
import { sessionStore } from '@/lib/session/session-store';
import { returnPathOf } from '@/lib/session/sign-in-redirect';
import { companySettingsQueryOptions } from '@/lib/settings/get-company-settings';

export const CHANGE_PASSWORD_PATH = '/change-password';
export const TWO_STEP_SETUP_PATH = '/two-step-setup';

export function useCompleteSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  return useCallback(
    (session: Session) => {
      // A previous user's answers must not leak into this session.
      queryClient.clear();
      sessionStore.save(session);
      if (session.needChangePassword) {
        // The server answers nothing but the password change until then: the app loads once it is chosen.
        notify.warning(messages.needChangePassword);
        void navigate(CHANGE_PASSWORD_PATH, { replace: true });
        return;
      }
      if (session.needTwoFactorSetup) {
        // Likewise until the second step is set up.
        notify.warning(twoFactorMessages.setupRequired);
        void navigate(TWO_STEP_SETUP_PATH, { replace: true });
        return;
      }
      void queryClient.prefetchQuery(permissionsQueryOptions(session.id));
      void queryClient.prefetchQuery(companySettingsQueryOptions(session.companyId));
      void navigate(returnPathOf(location.state) ?? '/', { replace: true });
    },
    [location.state, navigate, queryClient],
  );
}
