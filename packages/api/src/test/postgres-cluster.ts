// A throw-away PostgreSQL cluster a test starts, stops, starts again and removes itself: initdb and pg_ctl of
// PG_BIN_DIR (default /usr/lib/postgresql/15/bin), a data directory in the temp folder, a free port of 127.0.0.1.
// initdb refuses root, so as root (CI, this machine) both run as the `postgres` system user, who owns the directory.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const binDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const SYSTEM_USER = 'postgres';

export interface PostgresCluster {
  /** postgres://… of the cluster's `postgres` database, as the `postgres` superuser (trust on 127.0.0.1). */
  url: string;
  /** Stops the server as an administrator would (fast: sessions are terminated with 57P01). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server if it runs and deletes the data directory. */
  remove(): Promise<void>;
}

const asRoot = () => process.getuid?.() === 0;

/** The command line of a PostgreSQL program, run as the `postgres` user when this process is root. */
function pgCommand(program: string, args: string[]): [string, string[]] {
  const binary = path.join(binDir, program);
  return asRoot() ? ['runuser', ['-u', SYSTEM_USER, '--', binary, ...args]] : [binary, args];
}

const pgProgram = (program: string, args: string[]) => run(...pgCommand(program, args));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** A new directory the server may own: given to the `postgres` user when this process is root. */
function dataDirectory(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tms-pg-'));
  if (asRoot()) {
    const id = (flag: string) => Number(execFileSync('id', [flag, SYSTEM_USER], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, id('-u'), id('-g'));
  }
  return dir;
}

/** Settings for a disposable server: this port on 127.0.0.1 only, its socket in its own directory, no fsync. */
const settings = (port: number, dir: string) =>
  [
    `port = ${port}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${dir}'`,
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
  ].join('\n');

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = dataDirectory();
  const pgData = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const port = await freePort();
  const pgCtl = (...args: string[]) => pgProgram('pg_ctl', ['-D', pgData, ...args]);
  const running = () => fs.existsSync(path.join(pgData, 'postmaster.pid'));
  // Should the test process end without removing it (killed mid-way), the cluster goes with it.
  const removeOnExit = () => {
    if (running()) execFileSync(...pgCommand('pg_ctl', ['-D', pgData, '-m', 'immediate', '-w', 'stop']));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', removeOnExit);
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => void (await pgCtl('-m', 'fast', '-w', 'stop')),
    start: async () => void (await pgCtl('-l', log, '-w', '-t', '30', 'start')),
    async remove() {
      process.removeListener('exit', removeOnExit);
      if (running()) await pgCtl('-m', 'immediate', '-w', 'stop');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await pgProgram('initdb', ['-D', pgData, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    fs.appendFileSync(path.join(pgData, 'postgresql.conf'), `\n${settings(port, dir)}\n`);
    await cluster.start();
    return cluster;
  } catch (error) {
    await cluster.remove();
    throw error;
  }
}
