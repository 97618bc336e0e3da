// DELETE /api/attachmentconfig/{id}: deactivates a rule; it stays listed with isActive false
// (docs/product/catalogues.md#catalogue-screens-in-common).
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { attachmentConfigsQueryKeys } from './attachment-configs-query-keys';

export const deleteAttachmentConfig = (id: number) => apiDelete<ResultAnswer>(`/attachmentconfig/${id}`);

export const useDeleteAttachmentConfig = () => useCatalogueMutation(deleteAttachmentConfig, [attachmentConfigsQueryKeys.all]);
