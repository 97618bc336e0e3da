// DELETE /api/mailboxes/{id}: deactivates a mailbox; it stays listed with isActive false and keeps its mails.
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { mailboxesQueryKeys } from './mailboxes-query-keys';

export const deleteMailbox = (id: number) => apiDelete<ResultAnswer>(`/mailboxes/${id}`);

export const useDeleteMailbox = () => useCatalogueMutation(deleteMailbox, [mailboxesQueryKeys.all]);
