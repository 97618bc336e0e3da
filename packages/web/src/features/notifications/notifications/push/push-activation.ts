// Turning browser push on (docs/product/notifications.md#push). Browsers refuse (Chrome quietly) a permission prompt
// no gesture asked for, so the permission is asked only by `activatePush`, straight from the user's 'Activar
// notificaciones' (the banner or the user menu); `resumePush` subscribes a later session silently, and only when the
// browser already granted it. Both end the subscription with the session. What the user menu and the banner show
// follows `pushStatus` and `pushOfferShown`, which change here, in another tab (storage) or in the browser's settings
// (read again on each render). The banner shows once per browser: until the user activates or dismisses it, and only
// while the browser has not been asked (permission 'default').
import type { Session } from '@tms/contracts';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { watchSessionEnd } from './end-push-with-session';
import { pushSupported } from './push-support';
import { readStoredPushSubscription } from './stored-push-subscription';
import { subscribeToPush } from './subscribe-to-push';

/** The push-consent warning, in Spanish like every text (docs/product/conventions.md#language-dates-and-times). */
export const PUSH_DENIED_MESSAGE = 'Rechazó el permiso para recibir notificaciones';
/** Said when the browser could not subscribe (the server's own message is said instead when it refused). */
export const PUSH_FAILED_MESSAGE = 'No se pudieron activar las notificaciones del navegador. Intente de nuevo.';

/**
 * 'unsupported': no push in this browser (nothing is offered); 'off': may be turned on; 'blocked': the browser denies
 * the permission; 'activating': a subscription is being made; 'on': this browser is subscribed for the user.
 */
export type PushStatus = 'unsupported' | 'off' | 'blocked' | 'activating' | 'on';

const OFFER_DISMISSED_KEY = 'tms.push-offer-dismissed';

let activating: Promise<void> | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function subscribeToPushStatus(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function pushStatus(userId: number): PushStatus {
  if (!pushSupported()) return 'unsupported';
  if (activating) return 'activating';
  if (Notification.permission === 'denied') return 'blocked';
  const subscribed = Notification.permission === 'granted' && readStoredPushSubscription()?.userId === userId;
  return subscribed ? 'on' : 'off';
}

export const pushOfferShown = (): boolean =>
  pushSupported() && Notification.permission === 'default' && !localStorage.getItem(OFFER_DISMISSED_KEY);

/** The banner is answered (activated or dismissed): it does not show again in this browser. */
export function dismissPushOffer(): void {
  localStorage.setItem(OFFER_DISMISSED_KEY, 'yes');
  changed();
}

/** Subscribes for the session's user (once at a time) and arranges the subscription's end with the session. */
function subscribeWhileSignedIn(session: Session): Promise<void> {
  activating ??= subscribeToPush(session.id)
    .then(() => watchSessionEnd(session))
    .finally(() => {
      activating = null;
      changed();
    });
  changed();
  return activating;
}

/** 'Activar notificaciones': asks the permission (it must be the action's first step) and subscribes once granted. */
export async function activatePush(session: Session): Promise<void> {
  if (!pushSupported()) return;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    if (permission === 'denied') notify.warning(PUSH_DENIED_MESSAGE);
    changed();
    return;
  }
  try {
    await subscribeWhileSignedIn(session);
  } catch (error) {
    console.warn('Browser push notifications could not be set up', error);
    notify.error(errorMessage(error, PUSH_FAILED_MESSAGE));
  }
}

/** A later session: subscribes without asking, only where the browser already granted the permission. */
export function resumePush(session: Session): void {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  subscribeWhileSignedIn(session).catch((error: unknown) =>
    console.warn('Browser push notifications could not be resumed', error),
  );
}
