// PUT /api/mailboxes/{id}: saves a mailbox; an empty password keeps the stored one.
import type { Mailbox, MailboxInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { mailboxesQueryKeys } from './mailboxes-query-keys';

export const updateMailbox = ({ id, input }: { id: number; input: MailboxInputParsed }) =>
  apiPut<Mailbox>(`/mailboxes/${id}`, input);

export const useUpdateMailbox = () => useCatalogueMutation(updateMailbox, [mailboxesQueryKeys.all]);
