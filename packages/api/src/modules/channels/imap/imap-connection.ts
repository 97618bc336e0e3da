// Connecting to a mailbox over IMAP (imapflow), and saying in Spanish what kind of failure a connection met: one
// sentence per kind, never the server's or the system's own words. 'Probar conexión' answers every failure at one fixed
// deadline, so neither its words nor its timing tell a closed port from a filtered one (docs/product/channels.md#mailboxes).
import { ImapFlow } from 'imapflow';
import { channelMessages } from '@tms/contracts';

/** How the account signs in: its password, or an OAuth 2.0 access token (SASL XOAUTH2). */
export type ImapCredentials = { password: string } | { accessToken: string };

export type ImapAccount = {
  host: string;
  port: number;
  secure: boolean;
  userName: string;
} & ImapCredentials;

const CONNECTION_TIMEOUT_MS = 15_000;
const GREETING_TIMEOUT_MS = 10_000;
/** Long enough for IDLE: servers send keep-alives within it, and IDLE is renewed before it runs out. */
const SOCKET_TIMEOUT_MS = 5 * 60_000;
/** IDLE is ended and started again this often, within the socket timeout and well within the servers' 29 minutes. */
const MAX_IDLE_MS = 4 * 60_000;
/** 'Probar conexión' answers a failure exactly this long after it started, and gives up on a server slower than it. */
export const PROBE_DEADLINE_MS = 8_000;

export interface ImapClientOptions {
  /** How soon an unbusy connection enters IDLE (imapflow waits 15 s by default). */
  idleAfterMs?: number;
  /** The longest wait for the connection and for the server's greeting. */
  connectTimeoutMs?: number;
}

export function createImapClient(account: ImapAccount, options: ImapClientOptions = {}): ImapFlow {
  return new ImapFlow({
    host: account.host,
    port: account.port,
    secure: account.secure,
    auth:
      'accessToken' in account
        ? { user: account.userName, accessToken: account.accessToken }
        : { user: account.userName, pass: account.password },
    logger: false,
    connectionTimeout: options.connectTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    greetingTimeout: options.connectTimeoutMs ?? GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    maxIdleTime: MAX_IDLE_MS,
    ...(options.idleAfterMs === undefined ? {} : { autoIdleDelay: options.idleAfterMs }),
  });
}

interface ImapErrorFields {
  code?: string;
  authenticationFailed?: boolean;
  tlsFailed?: boolean;
  mailboxMissing?: boolean;
}

const TLS_CODE_PREFIXES = ['ERR_SSL', 'ERR_TLS', 'EPROTO', 'DEPTH_ZERO', 'SELF_SIGNED', 'UNABLE_TO_VERIFY', 'CERT_'];

const isTlsFailure = (fields: ImapErrorFields) =>
  fields.tlsFailed === true || TLS_CODE_PREFIXES.some((prefix) => (fields.code ?? '').startsWith(prefix));

/** Where a failure was met: the server, and whether the account signed in with OAuth rather than a password. */
export interface FailedAccount {
  host: string;
  oauth: boolean;
}

/**
 * The Spanish sentence of the kind of failure met connecting to `account` and opening `folder`: the password (or the
 * connected account's access) refused, the folder missing, the secure connection failed, or (refused, unreachable,
 * unknown host, timed out, closed: anything else) the server not reached.
 */
export function describeImapError(error: unknown, account: FailedAccount, folder: string): string {
  const fields: ImapErrorFields = typeof error === 'object' && error !== null ? error : {};
  if (fields.authenticationFailed) return account.oauth ? channelMessages.oauthRefused : channelMessages.authenticationFailed;
  if (fields.mailboxMissing) return channelMessages.folderMissing(folder);
  if (isTlsFailure(fields)) return channelMessages.secureFailed;
  return channelMessages.couldNotConnect(account.host);
}

/** Connects and opens the folder read-only: null when it worked, else what was thrown. */
async function openReadOnly(client: ImapFlow, folder: string): Promise<{ error: unknown } | null> {
  try {
    await client.connect();
    await client.mailboxOpen(folder, { readOnly: true });
    return null;
  } catch (error) {
    return { error };
  }
}

/** A timer that resolves after `ms`, and can be stopped early. */
function timer(ms: number) {
  let handle: NodeJS.Timeout | undefined;
  const done = new Promise<void>((resolve) => (handle = setTimeout(resolve, ms)));
  return { done, stop: () => clearTimeout(handle) };
}

/** The attempt still running when the deadline came: the server was not reached in time. */
const DEADLINE_REACHED = { error: { code: 'PROBE_DEADLINE' } };

/**
 * 'Probar conexión': connects, opens the folder read-only and leaves. Answers null, or the Spanish kind of the failure
 * exactly `deadlineMs` after it started, whatever failed and however fast.
 */
export async function probeMailbox(account: ImapAccount, folder: string, deadlineMs = PROBE_DEADLINE_MS): Promise<string | null> {
  const deadline = timer(deadlineMs);
  const client = createImapClient(account, { connectTimeoutMs: deadlineMs });
  // imapflow also reports a broken socket as an 'error' event; the awaited calls reject with it.
  client.on('error', () => undefined);
  try {
    const failure = await Promise.race([openReadOnly(client, folder), deadline.done.then(() => DEADLINE_REACHED)]);
    if (failure === null) return null;
    await deadline.done;
    return describeImapError(failure.error, { host: account.host, oauth: 'accessToken' in account }, folder);
  } finally {
    deadline.stop();
    await closeQuietly(client);
  }
}

/** Logs out when the connection still stands; a connection that already broke is only closed. */
export async function closeQuietly(client: ImapFlow): Promise<void> {
  if (client.usable) {
    await client.logout().catch(() => client.close());
  } else {
    client.close();
  }
}
