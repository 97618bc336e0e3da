// The HTTPS agent browser push is sent through: it resolves host names itself and refuses to connect when a name
// resolves to an address the push policy keeps out (a listed name pointing at a private network), so no DNS answer
// can turn a push into a request inside our network.
import https from 'node:https';
import type { PushHost } from '../../../config/config';
import { guardedLookup } from '../../../lib/network-addresses';
import { pushPolicy } from './push.policy';

/** `options` lets tests trust a local push service's self-signed certificate. */
export function createPushAgent(allowed: PushHost[], options: https.AgentOptions = {}): https.Agent {
  return new https.Agent({ ...options, lookup: guardedLookup((address) => pushPolicy.mayConnectTo(address, allowed)) });
}
