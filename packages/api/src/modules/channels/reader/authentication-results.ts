// Whether the receiving server vouches for a mail's From domain (docs/product/channels.md#who-sent-a-mail), from its
// Authentication-Results header (RFC 8601). The trusted header is the topmost one whose authserv-id is the mailbox's:
// servers add their header above the ones already there, so a header the sender wrote (even naming the same
// authserv-id) is always below the receiving server's own and never read. The domain passes on DMARC pass for it; with
// no DMARC result for it, on a DKIM pass whose signing domain is it or a parent of it, or on an SPF pass whose envelope
// sender's domain is; a DMARC result other than pass refuses it whatever SPF and DKIM said.
import type { ParsedMail } from 'mailparser';

const HEADER_NAME = 'authentication-results';
const COMMENT = /\([^()]*\)/g;
const PROPERTY = /([a-z0-9_./-]+)\s*=\s*("[^"]*"|[^\s;]+)/g;

interface MethodResult {
  method: string;
  result: string;
  properties: Map<string, string>;
}

interface AuthenticationResults {
  authservId: string;
  results: MethodResult[];
}

/** The header's value, unfolded and without comments, in lower case. */
function cleanValue(line: string): string {
  let value = line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ');
  // Comments may nest: the innermost go first, until none is left.
  for (let previous = ''; previous !== value;) [previous, value] = [value, value.replace(COMMENT, ' ')];
  return value.toLowerCase();
}

const unquote = (value: string) => value.replace(/^"(.*)"$/, '$1');

function parseResult(text: string): MethodResult | null {
  const pairs = Array.from(text.matchAll(PROPERTY), (match) => [match[1], unquote(match[2])] as const);
  if (pairs.length === 0) return null;
  const [[method, result], ...properties] = pairs;
  return { method: method.split('/')[0], result, properties: new Map(properties) };
}

function parseHeader(line: string): AuthenticationResults {
  const [head, ...rest] = cleanValue(line).split(';');
  const authservId = unquote(head.trim().split(/\s+/)[0] ?? '');
  return { authservId, results: rest.map(parseResult).filter((result) => result !== null) };
}

/** The topmost Authentication-Results header written by `authservId`, parsed; undefined when there is none. */
function trustedResults(mail: ParsedMail, authservId: string): AuthenticationResults | undefined {
  const wanted = authservId.toLowerCase();
  return mail.headerLines
    .filter((header) => header.key === HEADER_NAME)
    .map((header) => parseHeader(header.line))
    .find((header) => header.authservId === wanted);
}

const domainOf = (value: string | undefined) => (value ?? '').split('@').pop() ?? '';

/** True when `domain` is `signer` or one of its sub-domains (relaxed alignment, never the other way round). */
const alignedWith = (domain: string, signer: string) => signer !== '' && (domain === signer || domain.endsWith(`.${signer}`));

function passesFor(results: MethodResult[], domain: string): boolean {
  const dmarc = results.filter((r) => r.method === 'dmarc' && domainOf(r.properties.get('header.from')) === domain);
  if (dmarc.length > 0) return dmarc.every((r) => r.result === 'pass');
  const passed = results.filter((r) => r.result === 'pass');
  const dkim = passed.some((r) => r.method === 'dkim' && alignedWith(domain, domainOf(r.properties.get('header.d'))));
  const spf = passed.some((r) => r.method === 'spf' && domainOf(r.properties.get('smtp.mailfrom')) === domain);
  return dkim || spf;
}

/** True when the receiving server `authservId` says the mail really comes from `from`'s domain. */
export function authenticatedSender(mail: ParsedMail, from: string, authservId: string): boolean {
  const results = trustedResults(mail, authservId);
  return results !== undefined && passesFor(results.results, domainOf(from));
}
