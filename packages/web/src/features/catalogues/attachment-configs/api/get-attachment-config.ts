// GET /api/attachmentconfig/{id}: one attachment rule with the ids of its sub-categories.
import type { AttachmentConfig } from '@tms/contracts';
import { useCatalogueRecord } from '@/components/catalogue-kit/api/catalogue-record-query';
import { apiGet } from '@/lib/api/api-client';
import { attachmentConfigsQueryKeys } from './attachment-configs-query-keys';

export const getAttachmentConfig = (id: number, signal?: AbortSignal) =>
  apiGet<AttachmentConfig>(`/attachmentconfig/${id}`, undefined, signal);

export const useAttachmentConfig = (id: number | null) => useCatalogueRecord(attachmentConfigsQueryKeys, getAttachmentConfig, id);
