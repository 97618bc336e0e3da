// A save refused with 409 is a stale version only when its code says so (`ticket.stale`): then the warning stays on
// screen with Refrescar; another conflict is an ordinary error banner with the server's text. A refused change (403)
// of a ticket the live stream said someone else saved meanwhile stays on screen the same way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ticketMessages, type ErrorCode, type Ticket } from '@tms/contracts';
import { notify } from '@/lib/notify';
import { answerApi, failBody } from '@/lib/testing/api-answers';
import { createTestQueryClient, withQueryClient } from '@/lib/testing/render-with-providers';
import { newTicketValues, type TicketFormOutput, type TicketFormValues } from '../components/ticket-form-values';
import { useSaveTicket } from './use-save-ticket';

vi.mock('@/lib/notify', () => ({ notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
});

const ticket = { id: 7, modifiedDate: '2026-01-01T00:00:00.000Z' } as Ticket;
const values: TicketFormValues = {
  ...newTicketValues(),
  subject: 'Impresora',
  detail: '<p>No imprime</p>',
  categoryId: 1,
  subCategoryId: 2,
};

function renderSave(changedMeanwhile = false) {
  return renderHook(
    () => {
      const form = useForm<TicketFormValues, unknown, TicketFormOutput>({ defaultValues: values });
      return useSaveTicket({ form, ticket, onCreated: vi.fn(), onInvalidFields: vi.fn(), changedMeanwhile });
    },
    { wrapper: withQueryClient(createTestQueryClient()) },
  );
}

const refuseSave = (message: string, code: ErrorCode, status = 409) =>
  answerApi({ 'PUT /api/workitems/7': () => failBody(status, message, undefined, code) });

describe('useSaveTicket', () => {
  it('keeps the stale-version warning on screen when the server answers ticket.stale', async () => {
    refuseSave(ticketMessages.staleTicket, 'ticket.stale');
    const { result } = renderSave();

    result.current.save();

    await waitFor(() => expect(result.current.conflict).toBe(ticketMessages.staleTicket));
    expect(notify.warning).toHaveBeenCalledWith(ticketMessages.staleTicket);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows another 409 as an error with the server text, not as a stale version', async () => {
    refuseSave('Existen datos relacionados al registro, desactivelos para poder continuar.', 'resource.conflict');
    const { result } = renderSave();

    result.current.save();

    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Existen datos relacionados al registro, desactivelos para poder continuar.'),
    );
    expect(result.current.conflict).toBeNull();
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('keeps a refused change on screen as a stale copy only once someone else saved the ticket meanwhile', async () => {
    refuseSave(ticketMessages.cannotEdit, 'auth.forbidden', 403);
    const changed = renderSave(true);
    changed.result.current.save();
    await waitFor(() => expect(changed.result.current.conflict).toBe(ticketMessages.cannotEdit));
    expect(notify.error).not.toHaveBeenCalled();

    const unchanged = renderSave(false);
    unchanged.result.current.save();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(ticketMessages.cannotEdit));
    expect(unchanged.result.current.conflict).toBeNull();
  });
});
