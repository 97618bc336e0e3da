// POST /api/attachmentconfig: a new attachment rule with its sub-categories.
import type { AttachmentConfig, AttachmentConfigInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { attachmentConfigsQueryKeys } from './attachment-configs-query-keys';

export const createAttachmentConfig = (input: AttachmentConfigInputParsed) =>
  apiPost<AttachmentConfig>('/attachmentconfig', input);

export const useCreateAttachmentConfig = () => useCatalogueMutation(createAttachmentConfig, [attachmentConfigsQueryKeys.all]);
