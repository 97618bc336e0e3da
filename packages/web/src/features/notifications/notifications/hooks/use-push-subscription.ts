// Once per signed-in user: set up browser push and arrange its end with the session. Failures only cost the push
// notifications, so they are logged rather than shown.
import { useEffect, useEffectEvent } from 'react';
import type { Session } from '@tms/contracts';
import { watchSessionEnd } from '../push/end-push-with-session';
import { subscribeToPush } from '../push/subscribe-to-push';

export function usePushSubscription(session: Session | null) {
  const setUp = useEffectEvent(() => {
    if (!session) return;
    subscribeToPush(session.id)
      .then((stored) => {
        if (stored) watchSessionEnd(session);
      })
      .catch((error: unknown) => console.warn('Browser push notifications could not be set up', error));
  });
  // The session record may change (a new token, a new name) without being a new user: once per user.
  const userId = session?.id;
  useEffect(() => {
    if (userId) setUp();
  }, [userId]);
}
