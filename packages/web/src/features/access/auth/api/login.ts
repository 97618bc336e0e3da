// POST /api/auth/login: user name (or e-mail) and password → the session record with its token, or, when the user's
// second step is on, the challenge for POST /api/auth/two-factor/verify (docs/product/access.md#two-step-sign-in).
import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer, LoginRequest } from '@tms/contracts';
import { apiRequest } from '@/lib/api/api-client';

export const login = (credentials: LoginRequest) =>
  apiRequest<LoginAnswer>('/auth/login', { method: 'POST', body: credentials, anonymous: true });

export const useLogin = () => useMutation({ mutationFn: login });
