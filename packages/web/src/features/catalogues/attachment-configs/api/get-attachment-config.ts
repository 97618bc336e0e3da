// GET /api/attachmentconfig/{id}: one attachment rule with the ids of its sub-categories.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttachmentConfig } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { attachmentConfigsQueryKeys } from './attachment-configs-query-keys';

export const getAttachmentConfig = (id: number, signal?: AbortSignal) =>
  apiGet<AttachmentConfig>(`/attachmentconfig/${id}`, undefined, signal);

export const attachmentConfigQueryOptions = (id: number) =>
  queryOptions({
    queryKey: attachmentConfigsQueryKeys.detail(id),
    queryFn: ({ signal }) => getAttachmentConfig(id, signal),
    staleTime: 0,
  });

export const useAttachmentConfig = (id: number | null) =>
  useQuery({ ...attachmentConfigQueryOptions(id ?? 0), enabled: id !== null });
