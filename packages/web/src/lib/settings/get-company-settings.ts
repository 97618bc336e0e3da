// GET /api/company-settings: the company's logo and setting items (FileAttachmentSize and others).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySettings } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { useSession } from '../session/use-session';

export const getCompanySettings = (signal?: AbortSignal) => apiGet<CompanySettings>('/company-settings', undefined, signal);

export const companySettingsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['company-settings', companyId],
    queryFn: ({ signal }) => getCompanySettings(signal),
    staleTime: 10 * 60_000,
  });

export function useCompanySettings() {
  const session = useSession();
  return useQuery({ ...companySettingsQueryOptions(session?.companyId ?? 0), enabled: !!session });
}
