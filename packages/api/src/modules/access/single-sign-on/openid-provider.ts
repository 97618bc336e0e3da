// The OpenID provider as openid-client sees it (docs/product/access.md#single-sign-on): discovered once from
// OIDC_ISSUER (again after a failure), with ID token signatures checked against the provider's keys
// (enableNonRepudiationChecks) besides issuer, audience, expiry, state, nonce and the PKCE verifier. Plain http is
// allowed only for a loopback issuer, which is what tests start.
import * as openid from 'openid-client';
import type { SingleSignOnConfig } from '../../../config/identity-config';

const SCOPE = 'openid email profile';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** What the provider vouches for: its ID token's claims. */
export interface VerifiedIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export interface AuthorizationRequest {
  url: URL;
  codeVerifier: string;
  nonce: string;
}

function discover(config: SingleSignOnConfig): Promise<openid.Configuration> {
  const execute = [openid.enableNonRepudiationChecks];
  if (config.issuer.protocol === 'http:' && LOOPBACK.has(config.issuer.hostname)) execute.push(openid.allowInsecureRequests);
  const authentication = config.clientSecret ? openid.ClientSecretBasic(config.clientSecret) : openid.None();
  return openid.discovery(config.issuer, config.clientId, undefined, authentication, { execute });
}

const claimText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export function createOpenIdProvider(config: SingleSignOnConfig, redirectUri: string) {
  let discovered: Promise<openid.Configuration> | null = null;
  /** The provider's metadata and keys, fetched once; a failed fetch is tried again on the next sign-in. */
  const metadata = () => {
    discovered ??= discover(config).catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };

  return {
    /** The provider's page the browser goes to, for the random `state`. */
    async authorizationRequest(state: string): Promise<AuthorizationRequest> {
      const provider = await metadata();
      const codeVerifier = openid.randomPKCECodeVerifier();
      const nonce = openid.randomNonce();
      const url = openid.buildAuthorizationUrl(provider, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await openid.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, codeVerifier, nonce };
    },

    /** Exchanges the code the provider sent back (`callbackUrl`) and verifies its ID token; throws when any check fails. */
    async verify(callbackUrl: URL, checks: { state: string; codeVerifier: string; nonce: string }): Promise<VerifiedIdentity> {
      const provider = await metadata();
      const tokens = await openid.authorizationCodeGrant(provider, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      return {
        subject: claims.sub,
        email: claimText(claims.email),
        emailVerified: claims.email_verified === true,
        name: claimText(claims.name),
      };
    },
  };
}
