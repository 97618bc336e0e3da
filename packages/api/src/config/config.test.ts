import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, seedDemo: true, databaseUrl: undefined, publicUrl: 'http://localhost:3000' });
    expect(config.filesDir.endsWith('/data/files')).toBe(true);
  });

  it('reads the environment and treats empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://u@h:5432/db',
      SMTP_URL: '',
      PUBLIC_URL: 'https://help.example.com/',
    });
    expect(config).toMatchObject({
      port: 8080,
      seedDemo: false,
      databaseUrl: 'postgres://u@h:5432/db',
      smtpUrl: undefined,
      publicUrl: 'https://help.example.com',
    });
  });

  it('gives requests a database budget: 2 s of queue and 10 s per statement unless told, a bad value stops the start', () => {
    expect(loadConfig({})).toMatchObject({ dbQueueTimeoutMs: 2000, dbStatementTimeoutMs: 10_000 });
    expect(loadConfig({ DB_QUEUE_TIMEOUT_MS: '500', DB_STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({
      dbQueueTimeoutMs: 500,
      dbStatementTimeoutMs: 0,
    });
    expect(() => loadConfig({ DB_QUEUE_TIMEOUT_MS: '0' })).toThrow(/DB_QUEUE_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_QUEUE_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
  });

  it("trusts no proxy unless told: true, or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
  });

  it('fails listing every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/JWT_SECRET/);
    }
  });

  it('allows push to the public push services of the browsers unless PUSH_ALLOWED_HOSTS says otherwise', () => {
    expect(loadConfig({}).pushAllowedHosts.map((h) => `${h.host}:${h.port}`)).toEqual([
      'fcm.googleapis.com:443',
      'android.googleapis.com:443',
      'updates.push.services.mozilla.com:443',
      'push.services.mozilla.com:443',
      'notify.windows.com:443',
      'web.push.apple.com:443',
    ]);
    const listed = loadConfig({
      PUSH_ALLOWED_HOSTS: ' Push.Example.com , 127.0.0.1:8443,[::FFFF:127.0.0.1]:9000,*.corp.example',
    });
    expect(listed.pushAllowedHosts).toEqual([
      { host: 'push.example.com', port: 443 },
      { host: '127.0.0.1', port: 8443 },
      { host: '::ffff:7f00:1', port: 9000 },
      { host: 'corp.example', port: 443 },
    ]);
    for (const bad of ['https://push.example.com', 'push example', 'push.example.com:70000', '::1', ' , '])
      expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: bad }), bad).toThrow(/PUSH_ALLOWED_HOSTS/);
  });
});

describe('directory sign-in settings (LDAP_*)', () => {
  const ldap = { LDAP_URL: 'ldap://ldap.example.com:389', LDAP_USER_BASE: 'ou=people,dc=example,dc=com' };

  it('is off without LDAP_URL, and on with the documented defaults once LDAP_URL and LDAP_USER_BASE are set', () => {
    expect(loadConfig({}).directory).toBeNull();
    expect(loadConfig(ldap).directory).toEqual({
      url: ldap.LDAP_URL,
      bindDn: undefined,
      bindPassword: undefined,
      userBase: ldap.LDAP_USER_BASE,
      userFilter: '(uid={login})',
      attributes: { userName: 'uid', email: 'mail', displayName: 'cn' },
      groupBase: undefined,
      groupRoles: [],
      defaultRoleId: null,
      locationId: null,
      timeoutMs: 5000,
    });
  });

  it('refuses LDAP_URL without LDAP_USER_BASE, naming it in Spanish', () => {
    expect(() => loadConfig({ LDAP_URL: ldap.LDAP_URL })).toThrow(ConfigError);
    expect(() => loadConfig({ LDAP_URL: ldap.LDAP_URL })).toThrow(/LDAP_USER_BASE: es obligatorio cuando LDAP_URL/);
    expect(() => loadConfig({ LDAP_URL: 'http://ldap.example.com' })).toThrow(/LDAP_URL/);
  });

  it('refuses a user filter with unbalanced parentheses or without {login}, naming LDAP_USER_FILTER in Spanish', () => {
    for (const bad of ['(uid={login}', 'uid={login})', '(&(uid={login})', '(uid={login}))(', '(uid={login})(mail={login})']) {
      expect(() => loadConfig({ ...ldap, LDAP_USER_FILTER: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ ...ldap, LDAP_USER_FILTER: bad }), bad).toThrow(
        /LDAP_USER_FILTER.*paréntesis no están balanceados/,
      );
    }
    expect(() => loadConfig({ ...ldap, LDAP_USER_FILTER: '(uid=jperez)' })).toThrow(
      /LDAP_USER_FILTER.*el filtro LDAP debe contener \{login\}/,
    );
    const activeDirectory = '(&(objectClass=user)(sAMAccountName={login}))';
    expect(loadConfig({ ...ldap, LDAP_USER_FILTER: activeDirectory }).directory?.userFilter).toBe(activeDirectory);
  });

  it('reads LDAP_GROUP_ROLES as roleId:group DN pairs in order, and refuses a malformed pair', () => {
    const config = loadConfig({
      ...ldap,
      LDAP_GROUP_ROLES: ' 1:cn=mesa-admins,ou=groups,dc=example,dc=com ; 2 : cn=agentes,ou=groups,dc=example,dc=com;',
      LDAP_DEFAULT_ROLE_ID: '2',
      LDAP_LOCATION_ID: '3',
      LDAP_TIMEOUT_MS: '1500',
    });
    expect(config.directory).toMatchObject({
      groupRoles: [
        { roleId: 1, group: 'cn=mesa-admins,ou=groups,dc=example,dc=com' },
        { roleId: 2, group: 'cn=agentes,ou=groups,dc=example,dc=com' },
      ],
      defaultRoleId: 2,
      locationId: 3,
      timeoutMs: 1500,
    });
    for (const bad of ['cn=agentes,dc=example,dc=com', 'x:cn=agentes', '1:']) {
      expect(() => loadConfig({ ...ldap, LDAP_GROUP_ROLES: bad }), bad).toThrow(/LDAP_GROUP_ROLES/);
    }
    expect(() => loadConfig({ ...ldap, LDAP_DEFAULT_ROLE_ID: '0' })).toThrow(/LDAP_DEFAULT_ROLE_ID/);
  });
});
