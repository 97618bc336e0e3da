// Once per signed-in user: resume browser push without asking, where this browser already granted the permission
// (a later session); turning it on the first time is the user's own action ('Activar notificaciones').
import { useEffect, useEffectEvent } from 'react';
import type { Session } from '@tms/contracts';
import { resumePush } from '../push/push-activation';

export function usePushSubscription(session: Session | null) {
  const resume = useEffectEvent(() => {
    if (session) resumePush(session);
  });
  // The session record may change (a new token, a new name) without being a new user: once per user.
  const userId = session?.id;
  useEffect(() => {
    if (userId) resume();
  }, [userId]);
}
