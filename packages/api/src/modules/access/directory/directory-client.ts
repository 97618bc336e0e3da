// The LDAP / Active Directory side of directory sign-in (docs/product/access.md#directory-sign-in): finds the typed
// name with the search account (LDAP_BIND_DN, or anonymously) under LDAP_USER_BASE through LDAP_USER_FILTER, the
// name escaped (RFC 4515), reads the entry's attributes and groups, maps the groups to a role, and proves the password
// by binding as the entry. A directory that does not answer (refused, LDAP_TIMEOUT_MS passed, any server error) is a
// Spanish 503; it is logged without any password.
import { Client, ResultCodeError, type Entry } from 'ldapts';
import { directoryMessages } from '@tms/contracts';
import type { DirectoryConfig } from '../../../config/identity-config';
import type { Logger } from '../../../context';
import { forbidden, serviceUnavailable } from '../../../lib/errors';

/** LDAP result code of a wrong password (or an unknown or locked account, as Active Directory answers them). */
const INVALID_CREDENTIALS = 49;

/** What a directory entry tells the help desk about its person. */
export interface DirectoryAccount {
  dn: string;
  userName: string;
  email: string;
  displayName: string;
  roleId: number;
}

/** The characters RFC 4515 requires escaped in a filter's value, as `\` and two hex digits. */
const FILTER_SPECIAL = /[*()\\\0]/g;

export function escapeFilterValue(value: string): string {
  return value.replace(FILTER_SPECIAL, (char) => `\\${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** LDAP_USER_FILTER with every `{login}` replaced by the escaped name. */
export function userFilterFor(filter: string, login: string): string {
  return filter.replaceAll('{login}', escapeFilterValue(login));
}

/** The role of the first LDAP_GROUP_ROLES entry naming one of the groups (DNs compared ignoring case), else the default. */
export function roleOf(groups: string[], config: Pick<DirectoryConfig, 'groupRoles' | 'defaultRoleId'>): number | null {
  const held = new Set(groups.map(normalizedDn));
  return config.groupRoles.find((mapping) => held.has(normalizedDn(mapping.group)))?.roleId ?? config.defaultRoleId;
}

/** A DN as compared: lowercase, no blanks around the separators. */
const normalizedDn = (dn: string) =>
  dn
    .trim()
    .toLowerCase()
    .replace(/\s*([,=])\s*/g, '$1');

const valuesOf = (entry: Entry, attribute: string): string[] => {
  const key = Object.keys(entry).find((name) => name.toLowerCase() === attribute.toLowerCase());
  const value = key === undefined ? [] : entry[key];
  return (Array.isArray(value) ? value : [value]).map((item) => item.toString());
};

const firstValue = (entry: Entry, attribute: string) => valuesOf(entry, attribute)[0]?.trim() ?? '';

/** The refused sign-in of a directory user the help desk cannot place: no user name, no e-mail, or no role. */
class DirectoryRefusal extends Error {}

export function createDirectoryClient(config: DirectoryConfig, log: Logger) {
  const { attributes } = config;

  const connect = () => new Client({ url: config.url, timeout: config.timeoutMs, connectTimeout: config.timeoutMs });

  /** The one entry the filter finds for `login`, or null for none or several. */
  async function findEntry(client: Client, login: string): Promise<Entry | null> {
    const { searchEntries } = await client.search(config.userBase, {
      scope: 'sub',
      filter: userFilterFor(config.userFilter, login),
      attributes: [attributes.userName, attributes.email, attributes.displayName, 'memberOf'],
      sizeLimit: 2,
    });
    return searchEntries.length === 1 ? searchEntries[0] : null;
  }

  /** The entry's own `memberOf`, plus the groups under LDAP_GROUP_BASE that name it in `member`. */
  async function groupsOf(client: Client, entry: Entry): Promise<string[]> {
    const groups = valuesOf(entry, 'memberOf');
    if (!config.groupBase) return groups;
    const { searchEntries } = await client.search(config.groupBase, {
      scope: 'sub',
      filter: `(member=${escapeFilterValue(entry.dn)})`,
      attributes: ['1.1'],
    });
    return [...groups, ...searchEntries.map((group) => group.dn)];
  }

  /** Binds as `dn` with the password: false when the directory refuses it (result 49). */
  async function passwordHolds(client: Client, dn: string, password: string): Promise<boolean> {
    try {
      await client.bind(dn, password);
      return true;
    } catch (error) {
      if (error instanceof ResultCodeError && error.code === INVALID_CREDENTIALS) return false;
      throw error;
    }
  }

  function accountOf(entry: Entry, groups: string[]): DirectoryAccount {
    const userName = firstValue(entry, attributes.userName);
    const email = firstValue(entry, attributes.email);
    if (!userName || !email) throw new DirectoryRefusal(directoryMessages.missingAttribute);
    const roleId = roleOf(groups, config);
    if (roleId === null) throw new DirectoryRefusal(directoryMessages.noRole);
    return { dn: entry.dn, userName, email, displayName: firstValue(entry, attributes.displayName) || userName, roleId };
  }

  async function lookUp(client: Client, login: string, password: string): Promise<DirectoryAccount | null> {
    if (config.bindDn) await client.bind(config.bindDn, config.bindPassword ?? '');
    const entry = await findEntry(client, login);
    if (!entry) return null;
    const groups = await groupsOf(client, entry);
    if (!(await passwordHolds(client, entry.dn, password))) return null;
    return accountOf(entry, groups);
  }

  /** Ends the connection; a failure to say goodbye is only logged, the answer is already known. */
  async function close(client: Client): Promise<void> {
    try {
      await client.unbind();
    } catch (error) {
      log.debug({ error: failureOf(error) }, 'directory unbind failed');
    }
  }

  return {
    /**
     * The directory account `login` and `password` prove, or null for an unknown name, several entries, a wrong
     * password or an empty one (refused before any bind: an empty password would be an anonymous bind). A proven
     * account without user name, e-mail or role is refused with 403; a directory that does not answer is 503.
     */
    async authenticate(login: string, password: string): Promise<DirectoryAccount | null> {
      if (password === '' || login.trim() === '') return null;
      const client = connect();
      try {
        return await lookUp(client, login.trim(), password);
      } catch (error) {
        if (error instanceof DirectoryRefusal) {
          throw forbidden(error.message, error.message === directoryMessages.noRole ? 'auth.directory_no_role' : undefined);
        }
        log.warn({ url: config.url, error: failureOf(error) }, 'the directory did not answer a sign-in');
        throw serviceUnavailable(directoryMessages.unavailable, 'auth.directory_unavailable');
      } finally {
        await close(client);
      }
    },
  };
}

/** What the log keeps of a directory failure: its kind, LDAP result code and message (no request, no password). */
function failureOf(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { name: error.name, message: error.message, ...(error instanceof ResultCodeError ? { code: error.code } : {}) };
}
