// A ticket write: its answer becomes the cached ticket, what the write names is refreshed, and the ticket listings
// (lists, Buscador, dashboard, assigned report) are marked stale.
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { Ticket } from '@tms/contracts';
import { createTestQueryClient, withQueryClient } from '@/lib/testing/render-with-providers';
import { ticketQueryKeys } from './tickets-query-keys';
import { useTicketWrite } from './use-ticket-write';

const saved = { id: 7, parentId: 3 } as Ticket;

describe('useTicketWrite', () => {
  it('caches the answered ticket, runs what else it refreshes and marks the listings stale', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['ticket-lists', 'mine'], []);
    queryClient.setQueryData(['dashboard', 'summary'], {});
    const alsoRefresh = vi.fn();
    const { result } = renderHook(
      () => useTicketWrite((input: string) => Promise.resolve({ ...saved, subject: input }), alsoRefresh),
      {
        wrapper: withQueryClient(queryClient),
      },
    );

    await act(() => result.current.mutateAsync('Impresora'));

    expect(queryClient.getQueryData(ticketQueryKeys.detail(7))).toEqual({ ...saved, subject: 'Impresora' });
    expect(alsoRefresh).toHaveBeenCalledWith({ ...saved, subject: 'Impresora' }, queryClient);
    expect(queryClient.getQueryState(['ticket-lists', 'mine'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['dashboard', 'summary'])?.isInvalidated).toBe(true);
  });
});
