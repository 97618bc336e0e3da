// This browser's push subscription id as the server gave it, with the user and endpoint it belongs to, kept in
// localStorage so a reload does not subscribe again and the session's end can delete it.
import { readStoredRecord } from '@/lib/stored-record';

const STORAGE_KEY = 'tms.push-subscription';

export interface StoredPushSubscription {
  id: number;
  userId: number;
  endpoint: string;
}

const isStored = (value: unknown): value is StoredPushSubscription =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredPushSubscription).id === 'number' &&
  typeof (value as StoredPushSubscription).userId === 'number' &&
  typeof (value as StoredPushSubscription).endpoint === 'string';

export const readStoredPushSubscription = (): StoredPushSubscription | null =>
  readStoredRecord(STORAGE_KEY, isStored, 'The stored push subscription could not be read; it is dropped.');

export const storePushSubscription = (stored: StoredPushSubscription) =>
  localStorage.setItem(STORAGE_KEY, JSON.stringify(stored));

/** Takes the stored subscription out (null when another tab already did). */
export function takeStoredPushSubscription(): StoredPushSubscription | null {
  const stored = readStoredPushSubscription();
  localStorage.removeItem(STORAGE_KEY);
  return stored;
}
