// PUT /api/indicators/subscription: subscribes the signed-in user to the weekly mail, or unsubscribes them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IndicatorSubscription } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { indicatorsQueryKeys } from './indicators-query-keys';

export const updateIndicatorSubscription = (subscription: IndicatorSubscription) =>
  apiPut<IndicatorSubscription>('/indicators/subscription', subscription);

export function useUpdateIndicatorSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIndicatorSubscription,
    onSuccess: (saved) => queryClient.setQueryData(indicatorsQueryKeys.subscription, saved),
  });
}
