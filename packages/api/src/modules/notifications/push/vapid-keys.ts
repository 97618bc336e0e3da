// The server's VAPID key pair for browser push: generated on first start, kept in the database so every process
// signs with the same keys, and cached per process.
import webpush from 'web-push';
import type { Database } from '../../../db/client';
import { loadOrCreateSecret } from '../../../lib/tokens';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const cache = new WeakMap<object, Promise<VapidKeys>>();

export function vapidKeys(db: Database): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreateSecret(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys())).then(
      (value) => JSON.parse(value) as VapidKeys,
    );
    cache.set(db, keys);
  }
  return keys;
}
