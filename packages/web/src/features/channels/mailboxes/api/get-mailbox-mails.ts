// GET /api/mailboxes/{id}/mails: the newest mails read from a mailbox, with what became of each.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboundMail } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { mailboxesQueryKeys } from './mailboxes-query-keys';

export const getMailboxMails = (id: number, signal?: AbortSignal) =>
  apiGet<InboundMail[]>(`/mailboxes/${id}/mails`, undefined, signal);

/** The reader keeps adding mails: read again whenever the table is shown. */
export const mailboxMailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: mailboxesQueryKeys.of('mails', id),
    queryFn: ({ signal }) => getMailboxMails(id, signal),
    staleTime: 0,
  });

export const useMailboxMails = (id: number) => useQuery(mailboxMailsQueryOptions(id));
