// GET /api/auth/two-factor: whether the signed-in user's second step is on, whether the role requires it, and how many
// recovery codes are left.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';

export const twoFactorStatusQueryKey = ['auth', 'two-factor'] as const;

export const getTwoFactorStatus = (signal?: AbortSignal) => apiGet<TwoFactorStatus>('/auth/two-factor', undefined, signal);

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: twoFactorStatusQueryKey, queryFn: ({ signal }) => getTwoFactorStatus(signal) });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());
