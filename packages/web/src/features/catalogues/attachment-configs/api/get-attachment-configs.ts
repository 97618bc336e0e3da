// GET /api/attachmentconfig: every attachment rule with its sub-categories, active or not (permission 6).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttachmentConfig } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { attachmentConfigsQueryKeys } from './attachment-configs-query-keys';

export const getAttachmentConfigs = (signal?: AbortSignal) => apiGet<AttachmentConfig[]>('/attachmentconfig', undefined, signal);

export const attachmentConfigsQueryOptions = () =>
  queryOptions({ queryKey: attachmentConfigsQueryKeys.list, queryFn: ({ signal }) => getAttachmentConfigs(signal) });

export const useAttachmentConfigs = () => useQuery(attachmentConfigsQueryOptions());
