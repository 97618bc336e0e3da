// Sign-in through systems outside the help desk (docs/product/access.md#single-sign-on): what the sign-in screen may
// offer (GET auth/methods), the OpenID provider's answer (GET auth/oidc/callback) and the one-use ticket the web app
// exchanges for what a password sign-in answers (POST auth/oidc/complete).
import { z } from 'zod';
import { messages } from '../common/messages';

/** GET auth/methods: the ways to sign in besides a local password. */
export const signInMethods = z
  .object({
    /** OpenID Connect, with the button's label; null when not configured. */
    singleSignOn: z.object({ label: z.string() }).nullable(),
    /** Directory (LDAP) accounts sign in with the user name and password fields. */
    directory: z.boolean(),
  })
  .meta({ id: 'SignInMethods' });
export type SignInMethods = z.infer<typeof signInMethods>;

/** The provider's answer, as it comes: every field is checked by the client library, not here. */
export const singleSignOnCallbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});

const TICKET_MAX = 100;
export const singleSignOnCompleteRequest = z
  .object({
    ticket: z
      .string({ error: messages.required })
      .min(1, messages.required)
      .max(TICKET_MAX, 'El enlace de inicio de sesión no es válido.'),
  })
  .meta({ id: 'SingleSignOnCompleteRequest' });
export type SingleSignOnCompleteRequest = z.infer<typeof singleSignOnCompleteRequest>;
