// A throw-away LDAP directory for the directory sign-in tests (docs/product/access.md#directory-sign-in): Debian's
// slapd started in the foreground from a slapd.conf of its own in a temporary folder (mdb database, suffix
// dc=example,dc=com, the core/cosine/inetorgperson schemas, the memberof overlay so people carry `memberOf`), on a
// free 127.0.0.1 port, seeded with people (ou=people) and groups (ou=groups) through the protocol itself, and stopped
// and removed by `stop()`. It never touches a system slapd (port 389, /etc/ldap/slapd.d). Like the Dovecot harness, a
// missing /usr/sbin/slapd is a failure, never a skip: `npm run test:unit` installs it (scripts/ensure-system-packages.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Attribute, Change, Client } from 'ldapts';
import { freePort } from '../../../../test/free-port';
import { useBeforeAll } from '../../../../test/use-before-all';

const SLAPD = '/usr/sbin/slapd';
const READY_TIMEOUT_MS = 15_000;
const READY_POLL_MS = 100;
const STOP_TIMEOUT_MS = 10_000;

export const SUFFIX = 'dc=example,dc=com';
export const PEOPLE = `ou=people,${SUFFIX}`;
export const GROUPS = `ou=groups,${SUFFIX}`;
export const ROOT_DN = `cn=admin,${SUFFIX}`;
export const ROOT_PASSWORD = 'Directorio123!';

export interface LdapPerson {
  uid: string;
  cn: string;
  mail?: string;
  password: string;
}

export interface LdapGroup {
  cn: string;
  /** The uids of the members. */
  members: string[];
}

export interface SlapdServer {
  url: string;
  personDn(uid: string): string;
  groupDn(cn: string): string;
  /** Replaces attributes of a person (`mail`, `cn`…), as the directory's administrator. */
  modifyPerson(uid: string, attributes: Record<string, string>): Promise<void>;
  /** Adds a member to a group, or removes one. */
  setMembership(group: string, uid: string, member: boolean): Promise<void>;
  stop(): Promise<void>;
}

function configuration(dir: string): string {
  return `include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
pidfile ${dir}/slapd.pid
argsfile ${dir}/slapd.args
modulepath /usr/lib/ldap
moduleload back_mdb
moduleload memberof
database mdb
maxsize 10485760
suffix "${SUFFIX}"
rootdn "${ROOT_DN}"
rootpw ${ROOT_PASSWORD}
directory ${dir}/data
access to attrs=userPassword by anonymous auth by self write by * none
access to * by * read
overlay memberof
`;
}

const personDn = (uid: string) => `uid=${uid},${PEOPLE}`;
const groupDn = (cn: string) => `cn=${cn},${GROUPS}`;

/** A client bound as the directory's root: closed by the caller. */
async function rootClient(url: string): Promise<Client> {
  const client = new Client({ url, timeout: READY_TIMEOUT_MS, connectTimeout: READY_TIMEOUT_MS });
  await client.bind(ROOT_DN, ROOT_PASSWORD);
  return client;
}

async function asRoot<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = await rootClient(url);
  try {
    return await work(client);
  } finally {
    await client.unbind();
  }
}

/** Polls a root bind until it answers; fails at once when slapd has exited (its stderr in the error). */
async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`slapd exited with ${child.exitCode}: ${output()}`);
    try {
      await asRoot(url, async () => undefined);
      return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`slapd did not answer on ${url}: ${String(lastError)} ${output()}`);
}

async function seed(url: string, people: LdapPerson[], groups: LdapGroup[]): Promise<void> {
  await asRoot(url, async (client) => {
    await client.add(SUFFIX, { objectClass: ['dcObject', 'organization'], dc: 'example', o: 'Example' });
    for (const ou of ['people', 'groups']) {
      await client.add(`ou=${ou},${SUFFIX}`, { objectClass: 'organizationalUnit', ou });
    }
    for (const person of people) {
      await client.add(personDn(person.uid), {
        objectClass: 'inetOrgPerson',
        uid: person.uid,
        cn: person.cn,
        sn: person.cn,
        userPassword: person.password,
        ...(person.mail ? { mail: person.mail } : {}),
      });
    }
    // groupOfNames needs one member at least: the root is one of each group, so a test may remove every person.
    for (const group of groups) {
      const members = [ROOT_DN, ...group.members.map(personDn)];
      await client.add(groupDn(group.cn), { objectClass: 'groupOfNames', cn: group.cn, member: members });
    }
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('slapd did not stop')), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The directory on `port` (a free one when not given), seeded with `people` and `groups`. */
export async function startSlapd(people: LdapPerson[], groups: LdapGroup[] = [], port?: number): Promise<SlapdServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tms-slapd-'));
  fs.mkdirSync(path.join(dir, 'data'));
  const configFile = path.join(dir, 'slapd.conf');
  fs.writeFileSync(configFile, configuration(dir));
  port ??= await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  // `-d 0`: slapd stays in the foreground, a child of the tests that `stop()` ends by its own process.
  const child = spawn(SLAPD, ['-f', configFile, '-h', `${url}/`, '-d', '0'], { stdio: ['ignore', 'ignore', 'pipe'] });
  // A test process that ends without stop() (a crash, a killed worker) takes its directory with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const started = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await started;
    await waitUntilAnswering(url, child, () => stderr);
    await seed(url, people, groups);
  } catch (error) {
    await stopChild(child);
    remove();
    throw error;
  }
  return {
    url,
    personDn,
    groupDn,
    modifyPerson: (uid, attributes) =>
      asRoot(url, (client) =>
        client.modify(
          personDn(uid),
          Object.entries(attributes).map(
            ([type, value]) => new Change({ operation: 'replace', modification: new Attribute({ type, values: [value] }) }),
          ),
        ),
      ),
    setMembership: (group, uid, member) =>
      asRoot(url, (client) =>
        client.modify(
          groupDn(group),
          new Change({
            operation: member ? 'add' : 'delete',
            modification: new Attribute({ type: 'member', values: [personDn(uid)] }),
          }),
        ),
      ),
    async stop() {
      await stopChild(child);
      remove();
    },
  };
}

/**
 * One directory for the tests of the calling file or `describe` block: started in a beforeAll, stopped in an
 * afterAll. Called before useTestApp(), it starts before the app (whose LDAP_URL names it) and stops after it.
 */
export function useSlapd(people: LdapPerson[], groups: LdapGroup[] = []): Omit<SlapdServer, 'stop'> {
  const started = useBeforeAll(
    () => startSlapd(people, groups),
    (server) => server.stop(),
    60_000,
  );
  return {
    get url() {
      return started().url;
    },
    personDn,
    groupDn,
    modifyPerson: (uid, attributes) => started().modifyPerson(uid, attributes),
    setMembership: (group, uid, member) => started().setMembership(group, uid, member),
  };
}
