// Signing in through an OpenID provider (docs/product/access.md#single-sign-on). 'Iniciar sesión con …' sends the
// browser to the provider with a fresh state, nonce and PKCE verifier (kept 10 minutes, used once); the provider sends
// it back to the callback, which checks everything through openid-client, finds the user by verified e-mail (or
// creates one when OIDC_CREATE_ROLE_ID names a role) and sends the browser to the sign-in screen with a one-use
// ticket, or with the reason it failed. The screen trades the ticket for what a password sign-in answers: a session,
// or the second step's challenge when the user has it on.
import { singleSignOnMessages, type LoginAnswer, type SingleSignOnFailure, type SignInMethods } from '@tms/contracts';
import { nowOf, type AppContext, type Logger } from '../../../context';
import type { SingleSignOnConfig } from '../../../config/identity-config';
import { recordAudit } from '../../../lib/audit-trail';
import { randomToken, tokenHash } from '../../../lib/opaque-tokens';
import { unauthorized } from '../../../lib/errors';
import { COMPANY_ID } from '../../../db/seed/reference-data';
import { createOpenIdProvider, type VerifiedIdentity } from './openid-provider';
import { singleSignOnRepository as repository } from './single-sign-on.repository';
import { createSingleSignOnUser } from './single-sign-on-users';

export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
const AUTHORIZATION_MINUTES = 10;
const TICKET_MINUTES = 1;
const SIGN_IN_PAGE = '/sign-in';

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);
const failedPage = (reason: SingleSignOnFailure) => `${SIGN_IN_PAGE}?sso_error=${reason}`;

/** What the sign-in of a user the provider vouched for answers (the auth service's, with its second step). */
type VouchedSignIn = (userId: number, address: string) => Promise<LoginAnswer>;

export function createSingleSignOnService(ctx: AppContext, signInVouched: VouchedSignIn) {
  const { db, config } = ctx;
  const settings: SingleSignOnConfig | null = config.singleSignOn;
  const provider = settings && createOpenIdProvider(settings, `${config.publicUrl}${OIDC_CALLBACK_PATH}`);
  const now = () => nowOf(ctx);

  const refused = async (identity: Pick<VerifiedIdentity, 'email' | 'subject'>, reason: SingleSignOnFailure) => {
    const name = (identity.email ?? identity.subject).slice(0, 200);
    await recordAudit(db, { actor: { id: null, name, companyId: COMPANY_ID }, action: 'sign_in_failed', entity: 'sessions' });
    return failedPage(reason);
  };

  /** The user the identity signs in as, or why there is none. */
  async function userOf(identity: VerifiedIdentity): Promise<number | SingleSignOnFailure> {
    if (!identity.email || !identity.emailVerified) return 'unverified';
    const user = await repository.userByEmail(db, identity.email);
    if (user) return user.isActive ? user.id : 'inactive';
    if (!settings?.createRoleId) return 'unknown';
    return createSingleSignOnUser(db, { email: identity.email, name: identity.name, roleId: settings.createRoleId });
  }

  /** The page the browser goes to with a ticket for the user the identity names, or with the reason it has none. */
  async function ticketPage(identity: VerifiedIdentity): Promise<string> {
    const user = await userOf(identity);
    if (typeof user === 'string') return refused(identity, user);
    const ticket = randomToken();
    await repository.saveTicket(
      db,
      { tokenHash: tokenHash(ticket), userId: user, expiresAt: minutesFrom(now(), TICKET_MINUTES) },
      now(),
    );
    return `${SIGN_IN_PAGE}?sso=${ticket}`;
  }

  return {
    methods: (): SignInMethods => ({
      singleSignOn: settings && { label: settings.buttonLabel },
      directory: config.directory !== null,
    }),

    /** Where 'Iniciar sesión con …' sends the browser: the provider's page, or the sign-in screen when it cannot answer. */
    async start(log: Logger): Promise<string> {
      if (!provider) return failedPage('unavailable');
      const state = randomToken();
      try {
        const request = await provider.authorizationRequest(state);
        const pending = { stateHash: tokenHash(state), codeVerifier: request.codeVerifier, nonce: request.nonce };
        await repository.saveAuthorization(db, { ...pending, expiresAt: minutesFrom(now(), AUTHORIZATION_MINUTES) }, now());
        return request.url.href;
      } catch (error) {
        log.warn({ err: error }, 'the OpenID provider could not be reached');
        return failedPage('unavailable');
      }
    },

    /** The provider's answer (the callback's whole query `search`): the sign-in screen with a ticket or a reason. */
    async callback(search: URLSearchParams, log: Logger): Promise<string> {
      const state = search.get('state');
      const pending = provider && state ? await repository.takeAuthorization(db, tokenHash(state), now()) : undefined;
      if (!provider || !state || !pending) return failedPage('expired');
      if (search.has('error')) return failedPage(search.get('error') === 'access_denied' ? 'denied' : 'failed');
      let identity: VerifiedIdentity;
      try {
        const callbackUrl = new URL(`${config.publicUrl}${OIDC_CALLBACK_PATH}?${search.toString()}`);
        identity = await provider.verify(callbackUrl, { state, codeVerifier: pending.codeVerifier, nonce: pending.nonce });
      } catch (error) {
        log.warn({ err: error }, 'the OpenID provider’s answer did not pass its checks');
        return failedPage('failed');
      }
      return ticketPage(identity);
    },

    /** POST auth/oidc/complete: the ticket, used once within a minute, for what a password sign-in answers. */
    async complete(ticket: string, address: string): Promise<LoginAnswer> {
      const userId = await repository.takeTicket(db, tokenHash(ticket), now());
      if (userId === undefined) throw unauthorized(singleSignOnMessages.expired, 'auth.challenge_expired');
      return signInVouched(userId, address);
    },
  };
}
