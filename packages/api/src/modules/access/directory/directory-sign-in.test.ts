// Directory sign-in end to end (docs/product/access.md#directory-sign-in) against a throw-away slapd: POST
// /api/auth/login with a directory password mirrors the entry on a users row (role from its groups, e-mail, name),
// refreshed at each sign-in and recorded in the audit log; wrong passwords are throttled like local ones; local
// accounts keep their local password, also while the directory is down (a Spanish 503 for directory names); the typed
// name is escaped in the filter; and a directory user's password is neither changed nor recovered here.
import net from 'node:net';
import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { directoryMessages, messages } from '@tms/contracts';
import type { DirectoryConfig } from '../../../config/identity-config';
import type { Logger } from '../../../context';
import { auditLog, outbox, users } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { freePort } from '../../../test/free-port';
import { internalUserForm } from '../../../test/user-form';
import { useTestApp, type SharedTestApp } from '../../../test/test-app';
import { useBeforeAll } from '../../../test/use-before-all';
import { createDirectoryClient, escapeFilterValue, roleOf, userFilterFor } from './directory-client';
import { GROUPS, PEOPLE, ROOT_DN, ROOT_PASSWORD, useSlapd } from './testing/slapd-server';

const AGENT_ROLE = 2;
const SUPERVISOR_ROLE = 3;
const LOCATION_ID = 1;

const person = (uid: string, cn: string) => ({ uid, cn, mail: `${uid}@directorio.example.com`, password: `${uid}-Directorio1` });
const ana = person('ana', 'Ana Directorio');
const bruno = person('bruno', 'Bruno Sin Grupo');
const carla = person('carla', 'Carla Directorio');
const diego = person('diego', 'Diego Directorio');
const eva = person('evelia', 'Evelia Directorio');
const gabi = person('gabi', 'Gabi Directorio');
/** A directory entry named like the local administrator, with another password. */
const admin = person('admin', 'Admin del Directorio');
/** Its e-mail is the local agent's: it cannot be mirrored. */
const clash = { ...person('frank', 'Frank Directorio'), mail: 'agente@example.com' };
const noMail = { uid: 'hugo', cn: 'Hugo Sin Correo', password: 'hugo-Directorio1' };

const people = [ana, bruno, carla, diego, eva, gabi, admin, clash, noMail];
const groups = [
  { cn: 'supervisores', members: [] },
  { cn: 'agentes', members: ['ana', 'carla', 'diego', 'evelia', 'gabi', 'admin', 'frank', 'hugo'] },
];

/** A logger that keeps what it is told, for the client's own tests. */
function recordingLogger() {
  const lines: unknown[][] = [];
  const logger = { warn: (...args: unknown[]) => lines.push(args), debug: (...args: unknown[]) => lines.push(args) };
  return { log: logger as unknown as Logger, lines };
}

describe('directory sign-in', () => {
  const slapd = useSlapd(people, groups);
  const t = useTestApp(() => ({
    LOGIN_MAX_FAILURES: '3',
    LDAP_URL: slapd.url,
    LDAP_BIND_DN: ROOT_DN,
    LDAP_BIND_PASSWORD: ROOT_PASSWORD,
    LDAP_USER_BASE: PEOPLE,
    LDAP_GROUP_BASE: GROUPS,
    LDAP_GROUP_ROLES: `${SUPERVISOR_ROLE}:${slapd.groupDn('supervisores')};${AGENT_ROLE}:${slapd.groupDn('agentes').toUpperCase()}`,
    LDAP_LOCATION_ID: String(LOCATION_ID),
  }));

  const login = (userName: string, password: string, remoteAddress = '10.1.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName, password }, remoteAddress });
  const rowOf = async (uid: string) => {
    const [row] = await t.database.handle.db
      .select()
      .from(users)
      .where(eq(users.directoryDn, slapd.personDn(uid)));
    return row;
  };
  const auditOf = (userId: number) =>
    t.database.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.recordId, String(userId))))
      .orderBy(auditLog.id);

  it('signs a directory user in with the directory password and mirrors the entry on a new user', async () => {
    const response = await login('ana', ana.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      userName: 'ana',
      email: ana.mail,
      displayName: ana.cn,
      roleId: AGENT_ROLE,
      entityTypeId: 1,
      companyLocationId: LOCATION_ID,
      needChangePassword: false,
      token: expect.any(String),
    });
    const row = await rowOf('ana');
    expect(row).toMatchObject({ userName: 'ana', email: ana.mail, roleId: AGENT_ROLE, isActive: true, entityTypeId: 1 });
    // The local password is random: the directory's does not open it.
    expect(row.passwordHash).not.toContain(ana.password);
    const [created] = await auditOf(row.id);
    expect(created).toMatchObject({ action: 'create', actorId: row.id, actorName: ana.cn });
    expect(created.changes).toEqual(
      expect.arrayContaining([
        { field: 'email', old: null, new: ana.mail },
        { field: 'roleId', old: null, new: AGENT_ROLE },
        { field: 'directoryDn', old: null, new: slapd.personDn('ana') },
      ]),
    );
    const session = await t.signIn('ana', ana.password);
    expect((await session.get('/api/auth/session')).body.data.id).toBe(row.id);
  });

  it('refreshes the role, e-mail and name from the directory at the next sign-in, and records the change', async () => {
    expect((await login('diego', diego.password)).statusCode).toBe(200);
    const before = await rowOf('diego');
    await slapd.setMembership('supervisores', 'diego', true);
    await slapd.modifyPerson('diego', { mail: 'diego.nuevo@directorio.example.com', cn: 'Diego Renombrado' });
    const response = await login('diego', diego.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ roleId: SUPERVISOR_ROLE, email: 'diego.nuevo@directorio.example.com' });
    const after = await rowOf('diego');
    expect(after).toMatchObject({ id: before.id, roleId: SUPERVISOR_ROLE, displayName: 'Diego Renombrado' });
    const entries = await auditOf(before.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'roleId', old: AGENT_ROLE, new: SUPERVISOR_ROLE },
        { field: 'email', old: diego.mail, new: 'diego.nuevo@directorio.example.com' },
      ]),
    );
    // Nothing changed: no new entry.
    expect((await login('diego', diego.password)).statusCode).toBe(200);
    expect(await auditOf(before.id)).toHaveLength(2);
  });

  it('refuses a wrong directory password with 401, records it, and throttles it like a local one', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await login('carla', 'no-es-la-clave', '10.1.0.2');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ message: messages.invalidCredentials, data: { code: 'auth.invalid_credentials' } });
    }
    const locked = await login('carla', carla.password, '10.1.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().data.code).toBe('auth.throttled');
    const failures = await t.database.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign_in_failed'), eq(auditLog.actorName, 'carla')));
    expect(failures).toHaveLength(3);
    expect(await rowOf('carla')).toBeUndefined();
  });

  it('refuses a directory user in no mapped group (no default role) with the Spanish 403', async () => {
    const response = await login('bruno', bruno.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: directoryMessages.noRole, data: { code: 'auth.directory_no_role' } });
    expect(await rowOf('bruno')).toBeUndefined();
    // Without the right password the directory tells nothing about the groups.
    expect((await login('bruno', 'otra-clave')).statusCode).toBe(401);
  });

  it('refuses an entry without e-mail, and one whose e-mail a local user holds, with Spanish 4xx', async () => {
    const missing = await login('hugo', noMail.password);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe(directoryMessages.missingAttribute);
    const taken = await login('frank', clash.password);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(directoryMessages.clash);
    expect(await rowOf('frank')).toBeUndefined();
  });

  it('keeps local accounts on their local password: the directory entry of the same name takes nothing over', async () => {
    expect((await login('admin', 'Admin123!')).statusCode).toBe(200);
    expect((await login('admin', admin.password)).statusCode).toBe(401);
    expect(await rowOf('admin')).toBeUndefined();
  });

  it('keeps a deactivated directory user out, and inactive', async () => {
    expect((await login('gabi', gabi.password)).statusCode).toBe(200);
    const row = await rowOf('gabi');
    await t.database.handle.db.update(users).set({ isActive: false }).where(eq(users.id, row.id));
    const refused = await login('gabi', gabi.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().data.code).toBe('auth.inactive_user');
    expect((await rowOf('gabi')).isActive).toBe(false);
  });

  it('escapes the typed name in the filter: wildcards and parentheses find nobody', async () => {
    for (const typed of ['an*', '*', 'ana)(uid=*', 'ana\\']) {
      const response = await login(typed, ana.password, '10.1.0.3');
      expect(response.statusCode, typed).toBe(401);
    }
  });

  it("refuses a directory user's local password: own change, recovery, an administrator's reset", async () => {
    const session = await t.signIn(eva.uid, eva.password);
    const change = await session.put('/api/users/updatePassword', {
      currentPassword: eva.password,
      password: 'NuevaClave123!',
      confirmPassword: 'NuevaClave123!',
    });
    expect(change.statusCode).toBe(400);
    expect(change.body.message).toBe(directoryMessages.passwordManaged);
    await t.database.handle.db.delete(outbox);
    const recovery = await t.anonymous.post('/api/users/recover-password', { user: eva.uid });
    const unknown = await t.anonymous.post('/api/users/recover-password', { user: 'nadie-conocido' });
    expect(recovery.statusCode).toBe(200);
    expect(recovery.body).toEqual(unknown.body);
    expect(await t.database.handle.db.select().from(outbox)).toEqual([]);
    expect((await rowOf(eva.uid)).tempPasswordHash).toBeNull();

    const row = await rowOf(eva.uid);
    const admin = await t.as('admin');
    const profile = internalUserForm(row.userName, {
      displayName: row.displayName,
      email: row.email,
      roleId: row.roleId,
      companyLocationId: row.companyLocationId,
    });
    const reset = await admin.put(`/api/users/${row.id}`, { ...profile, password: 'Reiniciada123' });
    expect(reset.statusCode).toBe(400);
    expect(reset.body.data.fields).toEqual({ password: directoryMessages.passwordManaged });
    expect((await admin.put(`/api/users/${row.id}`, { ...profile, password: '' })).statusCode).toBe(200);
  });
});

describe('directory sign-in with the directory down', () => {
  /** A server that accepts connections and never answers: every call runs into LDAP_TIMEOUT_MS. */
  const silent = useBeforeAll(
    async () => {
      const sockets = new Set<net.Socket>();
      const server = net.createServer((socket) => sockets.add(socket));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return { server, sockets, port: (server.address() as net.AddressInfo).port };
    },
    async ({ server, sockets }) => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  );
  let log = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const t: SharedTestApp = useTestApp(
    () => ({
      LOG_LEVEL: 'warn',
      LDAP_URL: `ldap://127.0.0.1:${silent().port}`,
      LDAP_USER_BASE: PEOPLE,
      LDAP_DEFAULT_ROLE_ID: String(AGENT_ROLE),
      LDAP_TIMEOUT_MS: '300',
    }),
    { logStream: stream },
  );

  it('answers a directory name with the Spanish 503, logged without the password, while local accounts sign in', async () => {
    const response = await t.anonymous.post('/api/auth/login', { userName: 'ana', password: 'clave-que-no-se-registra' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatchObject({
      message: directoryMessages.unavailable,
      data: { code: 'auth.directory_unavailable' },
    });
    expect(log).toContain('the directory did not answer a sign-in');
    expect(log).not.toContain('clave-que-no-se-registra');
    expect((await t.anonymous.post('/api/auth/login', { userName: 'admin', password: 'Admin123!' })).statusCode).toBe(200);
  });
});

describe('the directory client', () => {
  const slapd = useSlapd([ana, bruno], [{ cn: 'agentes', members: ['ana'] }]);
  const config = (): DirectoryConfig => ({
    url: slapd.url,
    bindDn: undefined,
    bindPassword: undefined,
    userBase: PEOPLE,
    userFilter: '(&(objectClass=inetOrgPerson)(uid={login}))',
    attributes: { userName: 'uid', email: 'mail', displayName: 'cn' },
    groupBase: undefined,
    groupRoles: [{ group: slapd.groupDn('agentes'), roleId: AGENT_ROLE }],
    defaultRoleId: null,
    locationId: null,
    timeoutMs: 2_000,
  });

  it('searches anonymously and maps the groups of the entry’s own memberOf', async () => {
    const { log } = recordingLogger();
    const client = createDirectoryClient(config(), log);
    expect(await client.authenticate('ana', ana.password)).toEqual({
      dn: slapd.personDn('ana'),
      userName: 'ana',
      email: ana.mail,
      displayName: ana.cn,
      roleId: AGENT_ROLE,
    });
    expect(await client.authenticate('ana', 'mala')).toBeNull();
    expect(await client.authenticate('nadie', 'mala')).toBeNull();
  });

  it('refuses an empty password before any connection: an anonymous bind would succeed', async () => {
    const { log } = recordingLogger();
    // A closed port: any connection would be a 503, not null.
    const client = createDirectoryClient({ ...config(), url: `ldap://127.0.0.1:${await freePort()}` }, log);
    expect(await client.authenticate('ana', '')).toBeNull();
  });

  it('answers 503 when the directory refuses the connection, and 503 when the search account is refused', async () => {
    const { log, lines } = recordingLogger();
    const closed = createDirectoryClient({ ...config(), url: `ldap://127.0.0.1:${await freePort()}` }, log);
    const refused = await closed.authenticate('ana', ana.password).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'auth.directory_unavailable' });
    const misconfigured = createDirectoryClient({ ...config(), bindDn: ROOT_DN, bindPassword: 'mala' }, log);
    await expect(misconfigured.authenticate('ana', ana.password)).rejects.toMatchObject({ statusCode: 503 });
    expect(JSON.stringify(lines)).not.toContain(ana.password);
    expect(lines).toHaveLength(2);
  });
});

describe('directory filters and roles', () => {
  it('escapes the characters RFC 4515 names, and only those', () => {
    expect(escapeFilterValue('a*b(c)d\\e\0f')).toBe('a\\2ab\\28c\\29d\\5ce\\00f');
    expect(escapeFilterValue('José Pérez')).toBe('José Pérez');
    expect(userFilterFor('(|(uid={login})(mail={login}))', 'x)(uid=*')).toBe(
      '(|(uid=x\\29\\28uid=\\2a)(mail=x\\29\\28uid=\\2a))',
    );
  });

  it('maps the first matching group, ignoring case and blanks, else the default role', () => {
    const groupRoles = [
      { group: 'cn=Admins, ou=groups,dc=example,dc=com', roleId: 1 },
      { group: 'cn=agentes,ou=groups,dc=example,dc=com', roleId: 2 },
    ];
    const held = ['CN=agentes,OU=groups,DC=example,DC=com', 'cn=admins,ou=groups,dc=example,dc=com'];
    expect(roleOf(held, { groupRoles, defaultRoleId: null })).toBe(1);
    expect(roleOf(['cn=otros,dc=example,dc=com'], { groupRoles, defaultRoleId: 7 })).toBe(7);
    expect(roleOf([], { groupRoles, defaultRoleId: null })).toBeNull();
  });
});
