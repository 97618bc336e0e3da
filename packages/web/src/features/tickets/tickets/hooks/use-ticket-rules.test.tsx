// The ticket screen's rules come from the server: a saved ticket's abilities travel with it, a new ticket's are read
// from GET workitems/abilities; the browser derives none of them.
import { describe, expect, it } from 'vitest';
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { TicketAbilities } from '@tms/contracts';
import { answerApi, failBody } from '@/lib/testing/api-answers';
import { createTestQueryClient, renderWithProviders, withQueryClient } from '@/lib/testing/render-with-providers';
import { NewTicketGate } from '../components/new-ticket-gate';
import { noAbilities, ticketFixture } from '../components/ticket-fixture';
import { useTicketRules } from './use-ticket-rules';

const ABILITIES = 'GET /api/workitems/abilities';

/** A client's new ticket as the server answers it: its own branch, no subscribers, relations or internal notes. */
const clientNewTicket: TicketAbilities = {
  ...noAbilities,
  canEdit: true,
  canPostMessage: true,
  canSeeSubscribers: false,
  canSeeRelations: false,
};

describe('useTicketRules', () => {
  it("reads a new ticket's rules from the server's answer", async () => {
    const sent = answerApi({ [ABILITIES]: { ...clientNewTicket, canChangeResponsible: true } });
    const { result } = renderHook(() => useTicketRules(undefined), { wrapper: withQueryClient(createTestQueryClient()) });

    expect(result.current.canEdit).toBe(false);
    await waitFor(() => expect(result.current.canEdit).toBe(true));
    expect(result.current).toMatchObject({
      isNew: true,
      canChangeResponsible: true,
      canChangeBranch: false,
      canEditSubscribers: false,
      showSubscribers: false,
      showRelations: false,
      showHistory: false,
      showTime: false,
    });
    expect(sent).toHaveLength(1);
  });

  it("takes a saved ticket's rules from the abilities sent with it, asking nothing more", () => {
    const sent = answerApi({ [ABILITIES]: noAbilities });
    const ticket = ticketFixture({ abilities: { ...noAbilities, canEdit: true, canChangeBranch: true, canLogTime: true } });
    const { result } = renderHook(() => useTicketRules(ticket), { wrapper: withQueryClient(createTestQueryClient()) });

    expect(result.current).toMatchObject({
      isNew: false,
      canEdit: true,
      canChangeBranch: true,
      canChangeStatus: false,
      showTime: true,
    });
    expect(sent).toEqual([]);
  });
});

describe('NewTicketGate', () => {
  it("opens the new ticket's form once its abilities arrived", async () => {
    answerApi({ [ABILITIES]: clientNewTicket });
    renderWithProviders(
      <NewTicketGate>
        <p>Formulario</p>
      </NewTicketGate>,
    );

    expect(screen.queryByText('Formulario')).toBeNull();
    expect(await screen.findByText('Formulario')).toBeInTheDocument();
  });

  it('offers to try again when the abilities cannot be read', async () => {
    answerApi({ [ABILITIES]: () => failBody(500, 'Error interno del servidor') });
    renderWithProviders(
      <NewTicketGate>
        <p>Formulario</p>
      </NewTicketGate>,
    );

    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByText('Formulario')).toBeNull();
  });
});
