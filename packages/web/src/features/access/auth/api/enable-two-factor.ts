// POST /api/auth/two-factor/enable: a code of the new key turns the second step on; answers the ten recovery codes once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorEnabled, TwoFactorEnableRequest } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { twoFactorStatusQueryKey } from './get-two-factor-status';

export const enableTwoFactor = (request: TwoFactorEnableRequest) => apiPost<TwoFactorEnabled>('/auth/two-factor/enable', request);

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey }),
  });
}
