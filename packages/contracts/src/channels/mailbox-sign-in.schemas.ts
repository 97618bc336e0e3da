// How a mailbox signs in to its IMAP server (docs/product/channels.md#oauth-sign-in): a password, or OAuth 2.0 with
// the presets of Microsoft 365 and Google or a generic provider's endpoints and scopes. The client secret is
// write-only, as the password is; the tokens never leave the server. What the provider's answer (the callback) tells
// the 'Correo entrante' screen is one of `MailboxOAuthOutcome`.
import { z } from 'zod';
import { messages } from '../common/messages';
import { optionalText } from '../common/fields';
import { catalogueMessages } from '../catalogues/catalogue-messages';
import { channelMessages } from './channels.messages';

export const MailboxAuthKind = {
  /** A user name and password (IMAP LOGIN): 'basic authentication', as providers call it. */
  Password: 'basic',
  Microsoft: 'microsoft',
  Google: 'google',
  OAuth: 'oauth',
} as const;
export type MailboxAuthKindValue = (typeof MailboxAuthKind)[keyof typeof MailboxAuthKind];
export type MailboxOAuthKind = Exclude<MailboxAuthKindValue, typeof MailboxAuthKind.Password>;
const authKindValues = Object.values(MailboxAuthKind) as [MailboxAuthKindValue, ...MailboxAuthKindValue[]];

export const mailboxAuthKindLabels: Record<MailboxAuthKindValue, string> = {
  [MailboxAuthKind.Password]: 'Contraseña',
  [MailboxAuthKind.Microsoft]: 'Microsoft 365',
  [MailboxAuthKind.Google]: 'Google',
  [MailboxAuthKind.OAuth]: 'OAuth 2.0 genérico',
};

export const usesOAuth = (kind: MailboxAuthKindValue): kind is MailboxOAuthKind => kind !== MailboxAuthKind.Password;

/** What a preset fixes: the IMAP server, the endpoints (Microsoft's name the tenant) and the scopes. */
export interface OAuthPreset {
  host: string;
  port: number;
  secure: boolean;
  scopes: string;
  authorizationEndpoint(tenant: string): string;
  tokenEndpoint(tenant: string): string;
}

const microsoftLogin = (tenant: string) => `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/oauth2/v2.0`;

export const oauthPresets: Record<Exclude<MailboxOAuthKind, typeof MailboxAuthKind.OAuth>, OAuthPreset> = {
  [MailboxAuthKind.Microsoft]: {
    host: 'outlook.office365.com',
    port: 993,
    secure: true,
    scopes: 'https://outlook.office.com/IMAP.AccessAsUser.All offline_access',
    authorizationEndpoint: (tenant) => `${microsoftLogin(tenant)}/authorize`,
    tokenEndpoint: (tenant) => `${microsoftLogin(tenant)}/token`,
  },
  [MailboxAuthKind.Google]: {
    host: 'imap.gmail.com',
    port: 993,
    secure: true,
    scopes: 'https://mail.google.com/',
    authorizationEndpoint: () => 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: () => 'https://oauth2.googleapis.com/token',
  },
};

export const presetOf = (kind: MailboxAuthKindValue): OAuthPreset | null =>
  kind === MailboxAuthKind.Microsoft || kind === MailboxAuthKind.Google ? oauthPresets[kind] : null;

const TENANT_MAX = 100;
const ENDPOINT_MAX = 2000;
const SCOPES_MAX = 1000;
const CLIENT_ID_MAX = 500;
const CLIENT_SECRET_MAX = 2000;
/** A tenant id (GUID), a domain, or 'organizations' / 'common'. */
const TENANT_PATTERN = /^[A-Za-z0-9.-]+$/;
/** RFC 6749 §3.3: scope tokens of visible characters but `"` and `\`, separated by single spaces. */
const SCOPES_PATTERN = /^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/;
const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** An https address (http only for a loopback address), with no user, password or fragment. */
export function isEndpointUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.test(url.hostname));
  return secure && url.username === '' && url.password === '' && url.hash === '';
}

const endpointField = optionalText(ENDPOINT_MAX).refine((v) => v === null || isEndpointUrl(v), channelMessages.endpointNotSecure);

/** The sign-in fields of the mailbox form; which are required depends on the kind (`checkSignInFields`). */
export const signInFields = {
  authKind: z
    .enum(authKindValues, { error: catalogueMessages.required })
    .nullish()
    .transform((v) => v ?? MailboxAuthKind.Password),
  tenant: optionalText(TENANT_MAX).refine((v) => v === null || TENANT_PATTERN.test(v), channelMessages.invalidTenant),
  authorizationEndpoint: endpointField,
  tokenEndpoint: endpointField,
  scopes: optionalText(SCOPES_MAX)
    .transform((v) => v && v.split(/\s+/).join(' '))
    .refine((v) => v === null || SCOPES_PATTERN.test(v), channelMessages.invalidScopes),
  clientId: optionalText(CLIENT_ID_MAX),
  /** Empty keeps the stored secret on a save (on the terms the server checks). */
  clientSecret: z
    .string({ error: messages.badRequest })
    .max(CLIENT_SECRET_MAX, messages.maxLength(CLIENT_SECRET_MAX))
    .nullish()
    .transform((v) => (v ? v : null)),
};

type SignInValues = { [K in keyof typeof signInFields]: z.output<(typeof signInFields)[K]> };

/** The fields each OAuth kind needs besides the client secret (which the server checks against what it stores). */
const requiredByKind: Record<MailboxOAuthKind, (keyof SignInValues)[]> = {
  [MailboxAuthKind.Microsoft]: ['tenant', 'clientId'],
  [MailboxAuthKind.Google]: ['clientId'],
  [MailboxAuthKind.OAuth]: ['authorizationEndpoint', 'tokenEndpoint', 'scopes', 'clientId'],
};

/** Each field the chosen kind needs and that is missing gets 'Este campo es requerido.'. */
export function checkSignInFields(input: SignInValues, context: z.RefinementCtx): void {
  if (!usesOAuth(input.authKind)) return;
  for (const field of requiredByKind[input.authKind])
    if (input[field] === null) context.addIssue({ code: 'custom', path: [field], message: messages.fieldRequired });
}

/** A new mailbox brings its secret: the password, or the OAuth client secret. */
export function checkNewSecrets(input: SignInValues & { password: string | null }, context: z.RefinementCtx): void {
  const [field, missing] = usesOAuth(input.authKind) ? ['clientSecret', !input.clientSecret] : ['password', !input.password];
  if (missing) context.addIssue({ code: 'custom', path: [field], message: channelMessages.passwordRequired });
}

/** What a mailbox answers about its sign-in: never the secret nor a token. */
export const mailboxSignIn = {
  authKind: z.enum(authKindValues),
  tenant: z.string().nullable(),
  authorizationEndpoint: z.string().nullable(),
  tokenEndpoint: z.string().nullable(),
  scopes: z.string().nullable(),
  clientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  /** 'Conectado como {connectedAddress}'; null while the mailbox was never connected (or its connection was cleared). */
  connectedAddress: z.string().nullable(),
  /** When the access token in hand expires (the reader renews it before). */
  accessTokenExpiresAt: z.string().nullable(),
  /** 'Requiere reconexión': the provider refused to renew the access. */
  needsReconnect: z.boolean(),
};

/** 'Conectar': the provider's consent page to send the browser to. */
export const mailboxAuthorization = z.object({ url: z.string() }).meta({ id: 'MailboxAuthorization' });
export type MailboxAuthorization = z.infer<typeof mailboxAuthorization>;

/** How the provider's answer ended, as the callback sends the browser back to the screen (`?oauth=…&mailbox=…`). */
export const MailboxOAuthOutcome = {
  Connected: 'connected',
  Denied: 'denied',
  Expired: 'expired',
  Failed: 'failed',
  NoRefreshToken: 'no-refresh-token',
  Changed: 'changed',
} as const;
export type MailboxOAuthOutcomeValue = (typeof MailboxOAuthOutcome)[keyof typeof MailboxOAuthOutcome];

export const mailboxOAuthOutcomeMessages: Record<MailboxOAuthOutcomeValue, string> = {
  [MailboxOAuthOutcome.Connected]: 'El buzón quedó conectado.',
  [MailboxOAuthOutcome.Denied]: 'No se concedió el acceso al buzón en la página del proveedor.',
  [MailboxOAuthOutcome.Expired]: "La solicitud de conexión venció o ya se usó: vuelva a intentarlo con 'Conectar'.",
  [MailboxOAuthOutcome.Failed]:
    'El proveedor no entregó el acceso al buzón: revise el identificador y el secreto del cliente y vuelva a conectar.',
  [MailboxOAuthOutcome.NoRefreshToken]:
    'El proveedor no entregó un token de actualización: incluya el acceso sin conexión (offline_access) en los permisos ' +
    'y vuelva a conectar.',
  [MailboxOAuthOutcome.Changed]: 'La configuración del buzón cambió mientras se conectaba: vuelva a conectar.',
};

/** The callback's query as the provider sends it; anything else in it is ignored. */
const callbackValue = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' && v.length <= ENDPOINT_MAX ? v : null));
export const mailboxOAuthCallbackQuery = z.object({ state: callbackValue, code: callbackValue, error: callbackValue });
export type MailboxOAuthCallbackQuery = z.output<typeof mailboxOAuthCallbackQuery>;
