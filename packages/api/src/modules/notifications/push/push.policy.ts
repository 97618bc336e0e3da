// Where browser push may be sent (docs/product/notifications.md#push): an `https` endpoint on a host of
// PUSH_ALLOWED_HOSTS (the host itself or a sub-domain of it) on the port its entry names, 443 by default. Loopback,
// private, link-local and other special addresses are never reached unless that very address is listed. Which user an
// endpoint belongs to is kept by the repository: the first user to register it keeps it.
import net from 'node:net';
import { notificationMessages } from '@tms/contracts';
import { HTTPS_PORT, type PushHost } from '../../../config/config';
import { isSpecialAddress, parseUrl, urlHost } from '../../../lib/network-addresses';

const hostMatches = (entry: string, host: string) =>
  host === entry || (net.isIP(entry) === 0 && net.isIP(host) === 0 && host.endsWith(`.${entry}`));

export const pushPolicy = {
  /** Why browser push may not be sent to `endpoint` (a Spanish message for the Endpoint field), or null. */
  endpointProblem(endpoint: string, allowed: PushHost[]): string | null {
    const url = parseUrl(endpoint);
    if (!url || url.protocol !== 'https:' || url.username || url.password) return notificationMessages.pushEndpointInvalid;
    const host = urlHost(url);
    const port = url.port ? Number(url.port) : HTTPS_PORT;
    if (allowed.some((entry) => entry.port === port && hostMatches(entry.host, host))) return null;
    if (isSpecialAddress(host)) return notificationMessages.pushEndpointPrivate;
    return notificationMessages.pushEndpointNotAllowed;
  },

  /** What a listed host name resolves to is reached only when it is public, or that very address is listed. */
  mayConnectTo(address: string, allowed: PushHost[]): boolean {
    return !isSpecialAddress(address) || allowed.some((entry) => entry.host === address);
  },
};
