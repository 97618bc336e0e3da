// POST /api/mailboxes: a new mailbox (its password is required and stored encrypted).
import type { Mailbox, MailboxInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { mailboxesQueryKeys } from './mailboxes-query-keys';

export const createMailbox = (input: MailboxInputParsed) => apiPost<Mailbox>('/mailboxes', input);

export const useCreateMailbox = () => useCatalogueMutation(createMailbox, [mailboxesQueryKeys.all]);
