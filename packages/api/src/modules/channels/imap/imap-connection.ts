// Connecting to a mailbox over IMAP (imapflow), and saying in Spanish why a connection failed, quoting the server's
// own words where it gave some.
import { ImapFlow } from 'imapflow';
import { channelMessages } from '@tms/contracts';

export interface ImapAccount {
  host: string;
  port: number;
  secure: boolean;
  userName: string;
  password: string;
}

const CONNECTION_TIMEOUT_MS = 15_000;
const GREETING_TIMEOUT_MS = 10_000;
/** Long enough for IDLE: servers send keep-alives within it, and IDLE is renewed before it runs out. */
const SOCKET_TIMEOUT_MS = 5 * 60_000;
/** IDLE is ended and started again this often, within the socket timeout and well within the servers' 29 minutes. */
const MAX_IDLE_MS = 4 * 60_000;
const SERVER_TEXT_MAX = 300;

/** `idleAfterMs`: how soon an unbusy connection enters IDLE (imapflow waits 15 s by default). */
export function createImapClient(account: ImapAccount, idleAfterMs?: number): ImapFlow {
  return new ImapFlow({
    host: account.host,
    port: account.port,
    secure: account.secure,
    auth: { user: account.userName, pass: account.password },
    logger: false,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    maxIdleTime: MAX_IDLE_MS,
    ...(idleAfterMs === undefined ? {} : { autoIdleDelay: idleAfterMs }),
  });
}

interface ImapErrorFields {
  code?: string;
  authenticationFailed?: boolean;
  tlsFailed?: boolean;
  mailboxMissing?: boolean;
  responseText?: string;
  response?: unknown;
  message?: string;
}

const TIMEOUT_CODES = new Set(['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT', 'ETIMEOUT', 'ETIMEDOUT']);
const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN']);
const TLS_CODE_PREFIXES = ['ERR_SSL', 'ERR_TLS', 'EPROTO', 'DEPTH_ZERO', 'SELF_SIGNED', 'UNABLE_TO_VERIFY', 'CERT_'];

/** The server's own text of a failed command, or the system's message, trimmed. */
function serverTextOf(error: ImapErrorFields): string {
  const response = typeof error.response === 'string' ? error.response : undefined;
  const text = error.responseText ?? response ?? error.message ?? '';
  return text.trim().slice(0, SERVER_TEXT_MAX);
}

/** A Spanish sentence naming what failed when connecting to `account` and opening `folder`. */
export function describeImapError(error: unknown, account: Pick<ImapAccount, 'host' | 'port'>, folder: string): string {
  const fields: ImapErrorFields = typeof error === 'object' && error !== null ? error : {};
  const code = fields.code ?? '';
  if (fields.authenticationFailed) return channelMessages.authenticationFailed(serverTextOf(fields));
  if (fields.mailboxMissing) return channelMessages.folderMissing(folder);
  if (code === 'ECONNREFUSED') return channelMessages.connectionRefused(account.host, account.port);
  if (NOT_FOUND_CODES.has(code)) return channelMessages.hostNotFound(account.host);
  if (TIMEOUT_CODES.has(code)) return channelMessages.timedOut(account.host);
  if (fields.tlsFailed || TLS_CODE_PREFIXES.some((prefix) => code.startsWith(prefix)))
    return channelMessages.secureFailed(serverTextOf(fields));
  return channelMessages.connectionFailed(serverTextOf(fields));
}

/** Connects, opens the folder read-only and leaves: 'Probar conexión'. Answers the Spanish reason of a failure, or null. */
export async function probeMailbox(account: ImapAccount, folder: string): Promise<string | null> {
  const client = createImapClient(account);
  // imapflow also reports a broken socket as an 'error' event; the awaited calls below reject with it.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.mailboxOpen(folder, { readOnly: true });
    return null;
  } catch (error) {
    return describeImapError(error, account, folder);
  } finally {
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
