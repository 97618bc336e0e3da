// What the user menu and the banner show of browser push, kept current (push/push-activation.ts).
import { useSyncExternalStore } from 'react';
import { pushOfferShown, pushStatus, subscribeToPushStatus, type PushStatus } from '../push/push-activation';

export const usePushStatus = (userId: number): PushStatus =>
  useSyncExternalStore(subscribeToPushStatus, () => pushStatus(userId));

export const usePushOfferShown = (): boolean => useSyncExternalStore(subscribeToPushStatus, pushOfferShown);
