// What outbound requests (browser push, webhooks) may reach: the addresses that are not the public Internet, and a
// name lookup that refuses to hand such an address to the socket, so the address checked is the address connected to
// and no DNS answer (or a rebinding between a check and the connection) turns a request into one inside our network.
import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';

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

/** True for loopback, private, link-local, unspecified, shared, documentation, multicast and reserved addresses. */
export function isSpecialAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return special.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A URL's host as an IP address or a lower-case name, without IPv6 brackets. The URL parser has already turned every
 * IPv4 spelling (`127.1`, `2130706433`, `0x7f000001`) into its dotted form and compressed IPv6 addresses.
 */
export const urlHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** A URL, or null when `text` is not one. */
export function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** A host name resolved to an address the caller's rule keeps out; the connection was never opened. */
export class RefusedAddressError extends Error {
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, an address that may not be reached`);
  }
}

/**
 * A lookup for http(s) agents and requests: resolves the name itself and fails with {@link RefusedAddressError} when
 * any address it resolves to is one `mayConnectTo` refuses; the socket then connects to the addresses checked.
 */
export function guardedLookup(mayConnectTo: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((entry) => !mayConnectTo(entry.address));
      if (refused) return callback(new RefusedAddressError(hostname, refused.address), '');
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first.address, first.family);
    });
  };
}
