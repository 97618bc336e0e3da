// PUT /api/attachmentconfig/{id}: saves an attachment rule; its sub-categories become exactly the ones sent.
import type { AttachmentConfig, AttachmentConfigInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { attachmentConfigsQueryKeys } from './attachment-configs-query-keys';

export const updateAttachmentConfig = ({ id, input }: { id: number; input: AttachmentConfigInputParsed }) =>
  apiPut<AttachmentConfig>(`/attachmentconfig/${id}`, input);

export const useUpdateAttachmentConfig = () => useCatalogueMutation(updateAttachmentConfig, [attachmentConfigsQueryKeys.all]);
