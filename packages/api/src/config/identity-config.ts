// The sign-in systems outside the help desk (docs/product/access.md#single-sign-on, #directory-sign-in): OpenID
// Connect and LDAP/Active Directory, each on only when its variables are set.
import { z } from 'zod';

/** OpenID Connect sign-in (OIDC_*); null when OIDC_ISSUER is not set. */
export interface SingleSignOnConfig {
  issuer: URL;
  clientId: string;
  clientSecret: string | undefined;
  buttonLabel: string;
  /** The role given to a verified e-mail with no user yet; null: such a person is refused. */
  createRoleId: number | null;
}

/** A directory group whose members get a role (LDAP_GROUP_ROLES), first match wins. */
export interface GroupRole {
  group: string;
  roleId: number;
}

/** LDAP or Active Directory sign-in (LDAP_*); null when LDAP_URL is not set. */
export interface DirectoryConfig {
  url: string;
  bindDn: string | undefined;
  bindPassword: string | undefined;
  userBase: string;
  /** An LDAP filter with `{login}` where the typed user name goes (escaped). */
  userFilter: string;
  attributes: { userName: string; email: string; displayName: string };
  /** Where groups naming their members in `member` are searched, besides the user's own `memberOf`. */
  groupBase: string | undefined;
  groupRoles: GroupRole[];
  /** The role of a directory user in no mapped group; null: such a user is refused. */
  defaultRoleId: number | null;
  /** The branch new directory users belong to (LDAP_LOCATION_ID). */
  locationId: number | null;
  timeoutMs: number;
}

/** Whether every parenthesis of an LDAP filter closes, in order, and the whole is one parenthesised filter. */
export function balancedFilter(filter: string): boolean {
  let depth = 0;
  for (let i = 0; i < filter.length; i++) {
    if (filter[i] === '(') depth++;
    if (filter[i] === ')') depth--;
    if (depth < 0 || (depth === 0 && i < filter.length - 1)) return false;
  }
  return depth === 0 && filter.startsWith('(');
}

const userFilter = z
  .string()
  .refine(balancedFilter, 'el filtro LDAP no es válido: sus paréntesis no están balanceados')
  .refine((filter) => filter.includes('{login}'), 'el filtro LDAP debe contener {login}');

/** `roleId:group DN` entries separated by `;`. */
const groupRoles = z.string().transform((value, context) => {
  const entries = value.split(';').filter((entry) => entry.trim() !== '');
  const parsed = entries.map((entry) => /^\s*(\d+)\s*:\s*(.+?)\s*$/.exec(entry));
  const bad = entries.filter((_, i) => parsed[i] === null);
  if (bad.length > 0) {
    context.addIssue({ code: 'custom', message: `se espera "idRol:DN del grupo;…": ${bad.join(';')}` });
    return z.NEVER;
  }
  return parsed.map((match) => ({ roleId: Number(match![1]), group: match![2] }));
});

const roleId = z.coerce.number().int().positive().optional();

export const identityEnv = z.object({
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_BUTTON_LABEL: z.string().max(60).default('OpenID'),
  OIDC_CREATE_ROLE_ID: roleId,
  LDAP_URL: z.url({ protocol: /^ldaps?$/ }).optional(),
  LDAP_BIND_DN: z.string().optional(),
  LDAP_BIND_PASSWORD: z.string().optional(),
  LDAP_USER_BASE: z.string().optional(),
  LDAP_USER_FILTER: userFilter.default('(uid={login})'),
  LDAP_ATTR_USERNAME: z.string().default('uid'),
  LDAP_ATTR_EMAIL: z.string().default('mail'),
  LDAP_ATTR_NAME: z.string().default('cn'),
  LDAP_GROUP_BASE: z.string().optional(),
  LDAP_GROUP_ROLES: groupRoles.prefault(''),
  LDAP_DEFAULT_ROLE_ID: roleId,
  LDAP_LOCATION_ID: roleId,
  LDAP_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
});

type IdentityEnv = z.output<typeof identityEnv>;

/** The variables one system needs once its first is set: named in the start's error. */
export function identityProblems(e: IdentityEnv): string[] {
  const problems: string[] = [];
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) problems.push('  OIDC_CLIENT_ID: es obligatorio cuando OIDC_ISSUER está definido');
  if (e.LDAP_URL && !e.LDAP_USER_BASE) problems.push('  LDAP_USER_BASE: es obligatorio cuando LDAP_URL está definido');
  return problems;
}

export function singleSignOnConfig(e: IdentityEnv): SingleSignOnConfig | null {
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID) return null;
  return {
    issuer: new URL(e.OIDC_ISSUER),
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    buttonLabel: e.OIDC_BUTTON_LABEL,
    createRoleId: e.OIDC_CREATE_ROLE_ID ?? null,
  };
}

export function directoryConfig(e: IdentityEnv): DirectoryConfig | null {
  if (!e.LDAP_URL || !e.LDAP_USER_BASE) return null;
  return {
    url: e.LDAP_URL,
    bindDn: e.LDAP_BIND_DN,
    bindPassword: e.LDAP_BIND_PASSWORD,
    userBase: e.LDAP_USER_BASE,
    userFilter: e.LDAP_USER_FILTER,
    attributes: { userName: e.LDAP_ATTR_USERNAME, email: e.LDAP_ATTR_EMAIL, displayName: e.LDAP_ATTR_NAME },
    groupBase: e.LDAP_GROUP_BASE,
    groupRoles: e.LDAP_GROUP_ROLES,
    defaultRoleId: e.LDAP_DEFAULT_ROLE_ID ?? null,
    locationId: e.LDAP_LOCATION_ID ?? null,
    timeoutMs: e.LDAP_TIMEOUT_MS,
  };
}
