// When the session that subscribed this browser ends (sign-out, an expired token, another tab signing out), the
// server forgets the subscription and the browser drops it, so no push reaches a signed-out browser. The watch
// outlives the signed-in screens on purpose: sign-out leaves them before it ends the session, and waits for this
// work (whileSessionEnds) before the server ends the session, since the delete needs the session's token.
import type { Session } from '@tms/contracts';
import { sessionStore, whileSessionEnds } from '@/lib/session/session-store';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { takeStoredPushSubscription } from './stored-push-subscription';

let stopWatching: (() => void) | null = null;

async function dropBrowserSubscription() {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}

/** Forgets this browser's subscription on the server (with the ended session's token) and in the browser. */
export async function endPushSubscription(token: string) {
  const stored = takeStoredPushSubscription();
  if (!stored) return; // another tab already did it
  await Promise.allSettled([
    deletePushSubscription(stored.id, token).catch((error: unknown) =>
      console.warn('The server could not forget the push subscription', error),
    ),
    dropBrowserSubscription().catch((error: unknown) => console.warn('The browser could not drop the push subscription', error)),
  ]);
}

/** Ends the push subscription when `session` ends; one watch at a time. */
export function watchSessionEnd(session: Session) {
  stopWatching?.();
  const stop = sessionStore.subscribe(() => {
    if (sessionStore.get()?.id === session.id) return;
    stop();
    if (stopWatching === stop) stopWatching = null;
    whileSessionEnds(endPushSubscription(session.token));
  });
  stopWatching = stop;
  // The session may have ended while the subscription was being made.
  if (sessionStore.get()?.id !== session.id) {
    stop();
    stopWatching = null;
    void endPushSubscription(session.token);
  }
}
