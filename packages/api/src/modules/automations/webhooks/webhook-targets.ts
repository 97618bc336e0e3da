// Where a rule's webhook may be sent (docs/product/automations.md): an `https` URL on a public address, or any `http`
// or `https` URL on a host listed in WEBHOOK_ALLOWED_HOSTS (which may be private). Loopback, private, link-local and
// unspecified addresses in any spelling are refused, and so is a host name resolving to one: when the rule is saved
// (checkWebhookTarget, a Spanish 400) and again when each call is sent, where the name is resolved by the request's
// own lookup and the socket connects only to the addresses checked (webhookLookup), so DNS cannot rebind in between.
import dns from 'node:dns/promises';
import net, { type LookupFunction } from 'node:net';
import type { AppConfig, WebhookHost } from '../../../config/config';
import { guardedLookup, isSpecialAddress, parseUrl, urlHost } from '../../../lib/network-addresses';

export const webhookTargetMessages = {
  invalid: 'Ingrese una URL válida, por ejemplo https://servidor.ejemplo.com/webhook.',
  credentials: 'La URL del webhook no puede incluir usuario ni contraseña.',
  httpsOnly: 'La URL del webhook debe empezar con https://.',
  private: 'El webhook no puede apuntar a una dirección local o privada.',
  unresolved: 'No se encontró el servidor del webhook, verifique la URL.',
} as const;

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** Resolves a host name to every address it has. */
export type ResolveHost = (host: string) => Promise<string[]>;

const resolveHost: ResolveHost = async (host) => (await dns.lookup(host, { all: true })).map((entry) => entry.address);

/** A URL that passed the checks needing no name resolution; `listed`: its host and port are in WEBHOOK_ALLOWED_HOSTS. */
export interface WebhookTarget {
  url: URL;
  listed: boolean;
}

const isListed = (url: URL, allowed: WebhookHost[]) => {
  const host = urlHost(url);
  const port = url.port ? Number(url.port) : DEFAULT_PORTS[url.protocol];
  return allowed.some((entry) => entry.host === host && (entry.port ?? DEFAULT_PORTS[url.protocol]) === port);
};

/** The checks that need no name resolution: a Spanish message, or the target to resolve (unless listed) and call. */
export function webhookTarget(text: string, allowed: WebhookHost[]): WebhookTarget | string {
  const url = parseUrl(text);
  if (!url || !Object.hasOwn(DEFAULT_PORTS, url.protocol)) return webhookTargetMessages.invalid;
  if (url.username || url.password) return webhookTargetMessages.credentials;
  if (isListed(url, allowed)) return { url, listed: true };
  if (url.protocol !== 'https:') return webhookTargetMessages.httpsOnly;
  if (isSpecialAddress(urlHost(url))) return webhookTargetMessages.private;
  return { url, listed: false };
}

/**
 * Why a rule's webhook may not use `text` (a Spanish message for its URL field), or null when it may. A host name is
 * resolved, and refused when it is not found or any of its addresses is loopback, private or link-local.
 */
export async function checkWebhookTarget(
  text: string,
  config: Pick<AppConfig, 'webhookAllowedHosts'>,
  resolve: ResolveHost = resolveHost,
): Promise<string | null> {
  const target = webhookTarget(text, config.webhookAllowedHosts);
  if (typeof target === 'string') return target;
  const host = urlHost(target.url);
  if (target.listed || net.isIP(host) !== 0) return null;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return webhookTargetMessages.unresolved;
  }
  return addresses.some(isSpecialAddress) ? webhookTargetMessages.private : null;
}

/** The lookup a call's request resolves its host with: a listed host as the system resolves it, any other public only. */
export const webhookLookup = (target: WebhookTarget): LookupFunction | undefined =>
  target.listed ? undefined : guardedLookup((address) => !isSpecialAddress(address));
