// POST /api/auth/two-factor/disable: a code of the app or a recovery code turns the second step off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorRequest } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

export const disableTwoFactor = (request: SecondFactorRequest) =>
  apiPost<{ result: boolean }>('/auth/two-factor/disable', request);

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  });
}
