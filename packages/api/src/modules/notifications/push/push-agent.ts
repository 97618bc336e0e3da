// The HTTPS agent browser push is sent through: it resolves host names itself and refuses to connect when a name
// resolves to an address the push policy keeps out (a listed name pointing at a private network), so no DNS answer
// can turn a push into a request inside our network.
import dns from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PushHost } from '../../../config/config';
import { pushPolicy } from './push.policy';

export class RefusedPushAddressError extends Error {
  constructor(hostname: string, address: string) {
    super(`push host ${hostname} resolves to ${address}, an address outside PUSH_ALLOWED_HOSTS`);
  }
}

function guardedLookup(allowed: PushHost[]): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((entry) => !pushPolicy.mayConnectTo(entry.address, allowed));
      if (refused) return callback(new RefusedPushAddressError(hostname, refused.address), '');
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first.address, first.family);
    });
  };
}

/** `options` lets tests trust a local push service's self-signed certificate. */
export function createPushAgent(allowed: PushHost[], options: https.AgentOptions = {}): https.Agent {
  return new https.Agent({ ...options, lookup: guardedLookup(allowed) });
}
