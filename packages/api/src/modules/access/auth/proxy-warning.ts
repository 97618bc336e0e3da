// Behind a reverse proxy without TRUST_PROXY every request seems to come from the proxy's address, so the sign-in
// throttle counts everybody as one client (docs/decisions/0005-access-security.md#sign-in-throttling). The server
// cannot know at start whether a proxy is in front: in production it says once that TRUST_PROXY is off, and in any mode
// it watches the sign-in attempts and warns once when one private address makes most of them.
import net from 'node:net';
import type { AppConfig } from '../../../config/config';
import type { Logger } from '../../../context';

/** Attempts looked at together; the counts start over after each sample, so memory stays bounded. */
export const PROXY_SAMPLE_ATTEMPTS = 100;
/** The share of a sample one address must make to look like a proxy. */
export const PROXY_SHARE = 0.8;

const HINT = 'set TRUST_PROXY to the address of the reverse proxy in front of the server';

const privateRanges = new net.BlockList();
for (const [prefix, bits] of [
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  privateRanges.addSubnet(prefix, bits, 'ipv4');
}
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

/** Loopback, private, shared (carrier-grade NAT) and link-local addresses, also written as IPv4-mapped IPv6. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (net.isIPv4(v4)) return privateRanges.check(v4, 'ipv4');
  return net.isIPv6(address) && privateRanges.check(address, 'ipv6');
}

/** The warning at start and the watch over sign-in addresses; does nothing when TRUST_PROXY is set. */
export function createProxyWarning(log: Logger, config: Pick<AppConfig, 'trustProxy' | 'env'>) {
  const watching = config.trustProxy === false;
  let warned = false;
  let seen = 0;
  const attempts = new Map<string, number>();

  function warnIfOneAddressDominates(): void {
    const [address, count] = [...attempts].reduce((top, entry) => (entry[1] > top[1] ? entry : top));
    if (count < PROXY_SAMPLE_ATTEMPTS * PROXY_SHARE || !isPrivateAddress(address)) return;
    warned = true;
    log.warn(
      { address, share: count / PROXY_SAMPLE_ATTEMPTS },
      `most sign-in attempts come from one private address while TRUST_PROXY is off: ${HINT}`,
    );
  }

  return {
    /** Once, when the server starts. */
    atStart(): void {
      if (watching && config.env === 'production') log.warn(`TRUST_PROXY is off: if a reverse proxy is in front, ${HINT}`);
    },

    /** Counts a sign-in attempt from `address`; warns at most once per process. */
    signInFrom(address: string): void {
      if (!watching || warned) return;
      attempts.set(address, (attempts.get(address) ?? 0) + 1);
      if (++seen < PROXY_SAMPLE_ATTEMPTS) return;
      warnIfOneAddressDominates();
      attempts.clear();
      seen = 0;
    },
  };
}
