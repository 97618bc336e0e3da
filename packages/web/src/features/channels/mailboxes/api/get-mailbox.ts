// GET /api/mailboxes/{id}: one mailbox for its detail (never with its password).
import type { Mailbox } from '@tms/contracts';
import { useCatalogueRecord } from '@/components/catalogue-kit/api/catalogue-record-query';
import { apiGet } from '@/lib/api/api-client';
import { mailboxesQueryKeys } from './mailboxes-query-keys';

export const getMailbox = (id: number, signal?: AbortSignal) => apiGet<Mailbox>(`/mailboxes/${id}`, undefined, signal);

export const useMailbox = (id: number | null) => useCatalogueRecord(mailboxesQueryKeys, getMailbox, id);
