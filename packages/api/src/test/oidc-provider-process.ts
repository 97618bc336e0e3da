// The OpenID provider of the browser journeys (playwright.config.ts starts it beside the app): oidc-provider on
// 127.0.0.1:E2E_OIDC_PORT with the help desk as its client, sending the browser back to E2E_OIDC_REDIRECT_URI. Its
// sign-in page takes any address as the account (oauth-provider.ts). It runs until it is stopped.
import { startOAuthProvider } from './oauth-provider';

const port = Number(process.env.E2E_OIDC_PORT);
const redirectUri = process.env.E2E_OIDC_REDIRECT_URI;
if (!port || !redirectUri) throw new Error('E2E_OIDC_PORT and E2E_OIDC_REDIRECT_URI are required');
await startOAuthProvider(redirectUri, port);
