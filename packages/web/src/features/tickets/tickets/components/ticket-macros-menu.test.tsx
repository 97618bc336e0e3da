// 'Macros' beside Guardar: internal users choose an active macro, confirm it, and the ticket the server answers
// replaces the cached one ('Macro aplicada'); a refusal shows the server's Spanish reason; with unsaved changes the
// button waits; external users, and a company without macros, see no button.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EntityType, automationMessages, type AutomationItem, type Ticket } from '@tms/contracts';
import { lookupKeys } from '@/lib/lookups/lookup-keys';
import { answerApi, failBody, type SentRequest } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { sessionStore } from '@/lib/session/session-store';
import { testSession } from '@/lib/testing/test-session';
import { ticketQueryKeys } from '../api/tickets-query-keys';
import { ticketFixture } from './ticket-fixture';
import { TicketMacrosMenu, confirmMacroMessage } from './ticket-macros-menu';

const macros: AutomationItem[] = [
  { id: 3, code: 'Escalar a redes', detail: 'Asigna a Redes y sube la severidad', kind: 'macro' },
  { id: 4, code: 'Cerrar duplicado', detail: 'Finaliza con una nota', kind: 'macro' },
];

function renderMenu({ dirty = false } = {}) {
  const result = renderWithProviders(<TicketMacrosMenu ticketId={7} dirty={dirty} />);
  result.queryClient.setQueryData(ticketQueryKeys.detail(7), ticketFixture());
  return result;
}

async function applyFirstMacro() {
  await userEvent.click(await screen.findByRole('button', { name: 'Macros' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: /Escalar a redes/ }));
  // The confirmation's code loads when a macro is first chosen.
  expect(await screen.findByText(confirmMacroMessage('Escalar a redes'))).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
}

const macroCalls = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

describe('TicketMacrosMenu', () => {
  beforeEach(() => sessionStore.save(testSession));
  afterEach(() => sessionStore.clear());

  it('applies the chosen macro after confirmation and keeps the ticket the server answers', async () => {
    const applied: Ticket = ticketFixture({ statusId: 2, status: 'En proceso', assignedToName: 'Redes' });
    const sent = answerApi({ 'GET /api/automations/all': macros, 'POST /api/workitems/7/macros/3': applied });
    const { queryClient } = renderMenu();
    await applyFirstMacro();
    expect(await screen.findByText('Macro aplicada')).toBeInTheDocument();
    expect(macroCalls(sent)).toEqual([{ method: 'POST', path: '/api/workitems/7/macros/3', body: null }]);
    expect(queryClient.getQueryData(ticketQueryKeys.detail(7))).toEqual(applied);
    await waitFor(() => expect(screen.queryByText(confirmMacroMessage('Escalar a redes'))).not.toBeInTheDocument());
  });

  it("shows the server's Spanish refusal and leaves the ticket as it was", async () => {
    answerApi({
      'GET /api/automations/all': macros,
      'POST /api/workitems/7/macros/3': () => failBody(403, automationMessages.macroRefused),
    });
    const { queryClient } = renderMenu();
    await applyFirstMacro();
    expect(await screen.findByText(automationMessages.macroRefused)).toBeInTheDocument();
    expect(queryClient.getQueryData(ticketQueryKeys.detail(7))).toEqual(ticketFixture());
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const sent = answerApi({ 'GET /api/automations/all': macros, 'POST /api/workitems/7/macros/3': ticketFixture() });
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Macros' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Escalar a redes/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(macroCalls(sent)).toEqual([]);
  });

  it('waits while the form holds unsaved changes, and says why', async () => {
    answerApi({ 'GET /api/automations/all': macros });
    renderMenu({ dirty: true });
    expect(await screen.findByRole('button', { name: 'Macros' })).toBeDisabled();
    expect(screen.getByLabelText('Guarde los cambios antes de aplicar una macro.')).toBeInTheDocument();
  });

  it('is not offered when the company has no active macros', async () => {
    const sent = answerApi({ 'GET /api/automations/all': [] });
    renderMenu();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Macros' })).not.toBeInTheDocument();
  });

  it('is not offered to external users, who never ask for the macros', () => {
    sessionStore.save({ ...testSession, entityTypeId: EntityType.Client });
    answerApi({ 'GET /api/automations/all': macros });
    const { queryClient } = renderMenu();
    expect(screen.queryByRole('button', { name: 'Macros' })).not.toBeInTheDocument();
    expect(queryClient.getQueryState(lookupKeys.macros())).toBeUndefined();
  });
});
