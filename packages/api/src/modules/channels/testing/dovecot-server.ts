// A throw-away IMAP server for the channel's tests: Debian's Dovecot started from a configuration of its own in a
// temporary folder (plain-text passdb, maildir, a free local port), stopped and removed by `stop()`. `idle: false`
// makes it a server that does not offer IDLE, as some providers do not. `oauth2` makes it also accept XOAUTH2 sign-ins,
// each access token checked by Dovecot's oauth2 passdb through the token introspection of an OAuth provider (as
// Microsoft 365 and Gmail check theirs). A refused password is answered at once (no auth_failure_delay), so the tests'
// short deadlines see the refusal.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';
import { freePort } from '../../../test/free-port';
import { useBeforeAll } from '../../../test/use-before-all';

const run = promisify(execFile);
const DOVECOT = '/usr/sbin/dovecot';
const DOVEADM = '/usr/bin/doveadm';
const READY_TIMEOUT_MS = 10_000;
const READY_POLL_MS = 100;
/** A session-only flag the server sets by itself; the tests look at the flags a client sets. */
const RECENT_FLAG = '\\Recent';

export interface DovecotUser {
  userName: string;
  password: string;
}

/** The introspection endpoint Dovecot asks whether an access token is active, and whose account (`sub`) it names. */
export interface DovecotOAuth2 {
  /** With the introspecting client's id and secret as the URL's user and password (HTTP basic authentication). */
  introspectionUrl: string;
}

export interface DovecotOptions {
  idle?: boolean;
  oauth2?: DovecotOAuth2;
}

export interface DovecotServer {
  host: string;
  port: number;
  /** Puts a raw mail (RFC 5322 text) in the user's INBOX, unseen. */
  deliver(user: DovecotUser, raw: string | Buffer): Promise<void>;
  /** Flags of every mail in the folder, in order (\\Recent left out). */
  flags(user: DovecotUser, folder?: string): Promise<string[][]>;
  stop(): Promise<void>;
}

/** The capabilities Dovecot offers after sign-in, IDLE left out. */
const WITHOUT_IDLE = 'IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE LITERAL+ UIDPLUS NAMESPACE';

/** The oauth2 passdb's settings: the token is POSTed to the introspection URL, and its `sub` must be the user signing in. */
const oauth2Settings = (oauth2: DovecotOAuth2) => `introspection_mode = post
introspection_url = ${oauth2.introspectionUrl}
username_attribute = sub
active_attribute = active
active_value = true
`;

/** After the passwords, a token sent with XOAUTH2 is checked by the OAuth provider's introspection. */
const oauth2Passdb = (dir: string) => `passdb {
  driver = oauth2
  mechanisms = xoauth2
  args = ${dir}/oauth2.conf
}`;

function configuration(dir: string, port: number, options: DovecotOptions): string {
  return `protocols = imap
${options.idle === false ? `imap_capability = ${WITHOUT_IDLE}` : ''}
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login${options.oauth2 ? ' xoauth2' : ''}
auth_failure_delay = 0
first_valid_uid = 0
mail_uid = dovecot
mail_gid = dovecot
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
mail_location = maildir:${dir}/mail/%u
passdb {
  driver = passwd-file
  args = ${dir}/passwd
}
${options.oauth2 ? oauth2Passdb(dir) : ''}
userdb {
  driver = static
  args = uid=dovecot gid=dovecot home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`;
}

/** Dovecot forks into the background: its children keep no pipe of ours open, and the first process exits. */
async function startDaemon(configFile: string): Promise<void> {
  const child = spawn(DOVECOT, ['-c', configFile], { stdio: 'ignore' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`dovecot -c ${configFile} exited with ${code}`);
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() !== undefined));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`Dovecot did not listen on port ${port}`);
}

async function withClient<T>(port: number, user: DovecotUser, work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port,
    secure: false,
    auth: { user: user.userName, pass: user.password },
    logger: false,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.logout();
  }
}

export async function startDovecot(users: DovecotUser[], options: DovecotOptions = {}): Promise<DovecotServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tms-dovecot-'));
  // The auth and mail processes run as the dovecot user: they must reach the passdb and the mail folder.
  fs.chmodSync(dir, 0o711);
  fs.mkdirSync(path.join(dir, 'mail'));
  const { stdout: uid } = await run('id', ['-u', 'dovecot']);
  const { stdout: gid } = await run('id', ['-g', 'dovecot']);
  fs.chownSync(path.join(dir, 'mail'), Number(uid), Number(gid));
  fs.writeFileSync(path.join(dir, 'passwd'), users.map((u) => `${u.userName}:{PLAIN}${u.password}`).join('\n') + '\n', {
    mode: 0o644,
  });
  if (options.oauth2) fs.writeFileSync(path.join(dir, 'oauth2.conf'), oauth2Settings(options.oauth2), { mode: 0o644 });
  const port = await freePort();
  const configFile = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(configFile, configuration(dir, port, options));
  await startDaemon(configFile);
  await waitForPort(port);
  return {
    host: '127.0.0.1',
    port,
    async deliver(user, raw) {
      await withClient(port, user, (client) => client.append('INBOX', raw, []));
    },
    flags: (user, folder = 'INBOX') =>
      withClient(port, user, async (client) => {
        const lock = await client.getMailboxLock(folder);
        try {
          const messages = await client.fetchAll('1:*', { flags: true });
          return messages.map((message) => [...(message.flags ?? [])].filter((flag) => flag !== RECENT_FLAG));
        } finally {
          lock.release();
        }
      }),
    async stop() {
      await run(DOVEADM, ['-c', configFile, 'stop'], { timeout: READY_TIMEOUT_MS });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One server for the tests of the calling file or `describe` block: started in a beforeAll, stopped in an afterAll.
 * Called before useTestApp(), it starts before the app and stops after it. `options` may be a function when it depends
 * on what an earlier beforeAll started (the OAuth provider's address).
 */
export function useDovecot(
  users: DovecotUser[],
  options: DovecotOptions | (() => DovecotOptions) = {},
): Omit<DovecotServer, 'stop'> {
  const started = useBeforeAll(
    () => startDovecot(users, typeof options === 'function' ? options() : options),
    (server) => server.stop(),
    60_000,
  );
  return {
    get host() {
      return started().host;
    },
    get port() {
      return started().port;
    },
    deliver: (user, raw) => started().deliver(user, raw),
    flags: (user, folder) => started().flags(user, folder),
  };
}
