// GET /api/attachmentconfig/all: the active attachment rules with the sub-categories each applies to, so the
// attachments tab can show a sub-category's rules and refuse a file that matches none before sending it. Kept under
// the lookups' key family, so a change to the rules refreshes it.
import { useQuery } from '@tanstack/react-query';
import type { AttachmentConfig } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { lookupKeys } from '@/lib/lookups/lookup-keys';
import { lookupQueryOptions } from '@/lib/lookups/lookup-query-options';

export const getAttachmentRules = (signal?: AbortSignal) =>
  apiGet<AttachmentConfig[]>('/attachmentconfig/all', undefined, signal);

export const attachmentRulesQueryOptions = () =>
  lookupQueryOptions([...lookupKeys.all, 'attachment-rules'] as const, getAttachmentRules);

/** The active rules of a sub-category (none chosen: no rules). */
export function useAttachmentRules(subCategoryId: number | null) {
  const rules = useQuery({ ...attachmentRulesQueryOptions(), enabled: subCategoryId !== null });
  return (rules.data ?? []).filter(
    (rule) => rule.isActive && subCategoryId !== null && rule.subCategories.includes(subCategoryId),
  );
}
