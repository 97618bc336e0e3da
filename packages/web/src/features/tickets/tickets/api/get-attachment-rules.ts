// GET /api/attachmentconfig/all: the active attachment rules with the sub-categories each applies to, so the
// attachments tab can show a sub-category's rules and refuse a file that matches none before sending it. Kept under
// the lookups' key family, so a change to the rules refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttachmentConfig } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from '@/lib/lookups/lookup-keys';

export const getAttachmentRules = (signal?: AbortSignal) =>
  apiGet<AttachmentConfig[]>('/attachmentconfig/all', undefined, signal);

export const attachmentRulesQueryOptions = () =>
  queryOptions({
    queryKey: [...lookupKeys.all, 'attachment-rules'] as const,
    queryFn: ({ signal }) => getAttachmentRules(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

/** The active rules of a sub-category (none chosen: no rules). */
export function useAttachmentRules(subCategoryId: number | null) {
  const rules = useQuery({ ...attachmentRulesQueryOptions(), enabled: subCategoryId !== null });
  return (rules.data ?? []).filter(
    (rule) => rule.isActive && subCategoryId !== null && rule.subCategories.includes(subCategoryId),
  );
}
