// The sign-in screen's other ways in (docs/product/access.md#single-sign-on): GET /api/auth/methods says whether an
// OpenID provider (and its button's label) or a directory is configured; POST /api/auth/oidc/complete trades the
// provider's one-use ticket for what a password sign-in answers.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { LoginAnswer, SignInMethods } from '@tms/contracts';
import { apiRequest } from '@/lib/api/api-client';

/** Where 'Iniciar sesión con …' sends the browser: a navigation, not a call (the provider's page follows). */
export const SINGLE_SIGN_ON_START = '/api/auth/oidc/start';

const getSignInMethods = () => apiRequest<SignInMethods>('/auth/methods', { anonymous: true });

export const useSignInMethods = () => useQuery({ queryKey: ['auth', 'methods'], queryFn: getSignInMethods, staleTime: Infinity });

const completeSingleSignOn = (ticket: string) =>
  apiRequest<LoginAnswer>('/auth/oidc/complete', { method: 'POST', body: { ticket }, anonymous: true });

export const useCompleteSingleSignOn = () => useMutation({ mutationFn: completeSingleSignOn });
