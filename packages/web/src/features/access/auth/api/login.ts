// POST /api/auth/login: user name (or e-mail) and password → the session record with its token.
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, Session } from '@tms/contracts';
import { apiRequest } from '@/lib/api/api-client';

export const login = (credentials: LoginRequest) =>
  apiRequest<Session>('/auth/login', { method: 'POST', body: credentials, anonymous: true });

export const useLogin = () => useMutation({ mutationFn: login });
