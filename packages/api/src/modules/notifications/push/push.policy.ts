// Where browser push may be sent (docs/product/notifications.md#push): an `https` endpoint on a host of
// PUSH_ALLOWED_HOSTS (the host itself or a sub-domain of it) on the port its entry names, 443 by default. Loopback,
// private, link-local and other special addresses are never reached unless that very address is listed. Which user an
// endpoint belongs to is kept by the repository: the first user to register it keeps it.
import net from 'node:net';
import { notificationMessages } from '@tms/contracts';
import { HTTPS_PORT, type PushHost } from '../../../config/config';

/**
 * Addresses that are not the public Internet (RFC 6890 special-purpose registries) and IPv6 forms embedding IPv4.
 * IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are checked by the block list against the IPv4 ranges.
 */
const SPECIAL_IPV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const SPECIAL_IPV6: [string, number][] = [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const special = new net.BlockList();
for (const [address, prefix] of SPECIAL_IPV4) special.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of SPECIAL_IPV6) special.addSubnet(address, prefix, 'ipv6');

/** True for loopback, private, link-local, shared, documentation, multicast and reserved addresses. */
export function isSpecialAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return special.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostMatches = (entry: string, host: string) =>
  host === entry || (net.isIP(entry) === 0 && net.isIP(host) === 0 && host.endsWith(`.${entry}`));

/** The endpoint's host as an IP address or a lower-case name, without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

function parse(endpoint: string): URL | null {
  try {
    return new URL(endpoint);
  } catch {
    return null;
  }
}

export const pushPolicy = {
  /** Why browser push may not be sent to `endpoint` (a Spanish message for the Endpoint field), or null. */
  endpointProblem(endpoint: string, allowed: PushHost[]): string | null {
    const url = parse(endpoint);
    if (!url || url.protocol !== 'https:' || url.username || url.password) return notificationMessages.pushEndpointInvalid;
    const host = hostOf(url);
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
