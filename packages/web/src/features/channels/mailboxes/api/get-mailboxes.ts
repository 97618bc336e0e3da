// GET /api/mailboxes: every incoming mailbox, active or not (admin list, permission 28).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mailbox } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { mailboxesQueryKeys } from './mailboxes-query-keys';

export const getMailboxes = (signal?: AbortSignal) => apiGet<Mailbox[]>('/mailboxes', undefined, signal);

export const mailboxesQueryOptions = () =>
  queryOptions({ queryKey: mailboxesQueryKeys.list, queryFn: ({ signal }) => getMailboxes(signal) });

export const useMailboxes = () => useQuery(mailboxesQueryOptions());
