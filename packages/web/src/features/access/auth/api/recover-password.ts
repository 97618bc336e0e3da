// POST /api/users/recover-password: asks for a temporary password by user name or e-mail (always the same answer).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-client';

export interface RecoverPasswordResult {
  result: boolean;
  message: string;
}

export const recoverPassword = (user: string) =>
  apiRequest<RecoverPasswordResult>('/users/recover-password', { method: 'POST', body: { user }, anonymous: true });

export const useRecoverPassword = () => useMutation({ mutationFn: recoverPassword });
