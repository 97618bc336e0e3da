// GET /api/indicators/subscription: whether the signed-in user gets the weekly mail ('Recibir cada lunes').
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndicatorSubscription } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { indicatorsQueryKeys } from './indicators-query-keys';

export const getIndicatorSubscription = (signal?: AbortSignal) =>
  apiGet<IndicatorSubscription>('/indicators/subscription', undefined, signal);

export const indicatorSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: indicatorsQueryKeys.subscription, queryFn: ({ signal }) => getIndicatorSubscription(signal) });

export const useIndicatorSubscription = () => useQuery(indicatorSubscriptionQueryOptions());
