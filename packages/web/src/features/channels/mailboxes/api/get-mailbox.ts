// GET /api/mailboxes/{id}: one mailbox for its detail (never with its password).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mailbox } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { mailboxesQueryKeys } from './mailboxes-query-keys';

export const getMailbox = (id: number, signal?: AbortSignal) => apiGet<Mailbox>(`/mailboxes/${id}`, undefined, signal);

export const mailboxQueryOptions = (id: number) =>
  queryOptions({ queryKey: mailboxesQueryKeys.detail(id), queryFn: ({ signal }) => getMailbox(id, signal), staleTime: 0 });

export const useMailbox = (id: number | null) => useQuery({ ...mailboxQueryOptions(id ?? 0), enabled: id !== null });
