// The 'Tiempo' tab (docs/product/service-quality.md#time-tracking): the ticket's 'Tiempo registrado' and its own
// entries as the server lists them; 'Registrar tiempo' logs an entry through the dialog, an entry the server lets the
// user change is deleted after a confirmation, and after each write the entries and the ticket are read again.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timeEntryMessages, timeEntryToday, type TimeEntry, type TimeEntryList } from '@tms/contracts';
import { answerApi, sentBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { ticketQueryKeys } from '../api/tickets-query-keys';
import { noAbilities, ticketFixture } from './ticket-fixture';
import { TicketTimeTab } from './ticket-time-tab';

const SLOW_SCREEN_MS = 60_000;
const ENTRIES = '/api/workitems/7/time-entries';

const entryOf = (overrides: Partial<TimeEntry>): TimeEntry => ({
  id: 1,
  workItemId: 7,
  userId: 2,
  userName: 'Ana Agente',
  minutes: 45,
  date: '2026-03-05',
  note: null,
  billable: false,
  createdDate: '2026-03-05T18:00:00.000Z',
  canEdit: true,
  ...overrides,
});

const listOf = (entries: TimeEntry[]): TimeEntryList => ({
  entries,
  totalMinutes: entries.reduce((total, entry) => total + entry.minutes, 0),
  billableMinutes: entries.filter((entry) => entry.billable).reduce((total, entry) => total + entry.minutes, 0),
});

const own = entryOf({ id: 1, minutes: 90, note: 'Cambio de tóner', billable: true });
const others = entryOf({ id: 2, userId: 3, userName: 'Sergio Supervisor', minutes: 15, date: '2026-03-04', canEdit: false });

function renderTab(timeSpentMinutes = 135) {
  const ticket = ticketFixture({ timeSpentMinutes, abilities: { ...noAbilities, canLogTime: true } });
  const result = renderWithProviders(<TicketTimeTab ticket={ticket} />);
  result.queryClient.setQueryData(ticketQueryKeys.detail(7), ticket);
  return result;
}

const rows = () => within(screen.getByRole('list', { name: 'Tiempo registrado' })).getAllByRole('listitem');

describe('TicketTimeTab', () => {
  it('shows the total with the task children, this ticket’s sums, and each entry with its date, person and time', async () => {
    answerApi({ [`GET ${ENTRIES}`]: listOf([own, others]) });
    renderTab();
    expect(screen.getByText('Tiempo registrado: 2 h 15 min')).toBeInTheDocument();
    expect(await screen.findByText('En este ticket: 1 h 45 min · Facturable: 1 h 30 min')).toBeInTheDocument();
    const [first, second] = rows();
    expect(first).toHaveTextContent('1 h 30 min · 05/03/2026 · Ana AgenteFacturableCambio de tóner');
    expect(second).toHaveTextContent('15 min · 04/03/2026 · Sergio Supervisor');
    expect(within(second).queryByText('Facturable')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar el tiempo del 05/03/2026 · Ana Agente' })).toBeInTheDocument();
    // The server says who may change an entry: the other person's has no buttons.
    expect(screen.queryByRole('button', { name: /Sergio Supervisor/ })).not.toBeInTheDocument();
  });

  it('says when nothing was logged', async () => {
    answerApi({ [`GET ${ENTRIES}`]: listOf([]) });
    renderTab(0);
    expect(await screen.findByText('Sin tiempo registrado')).toBeInTheDocument();
    expect(screen.getByText('Tiempo registrado: 0 min')).toBeInTheDocument();
  });

  it(
    "logs time through 'Registrar tiempo', then reads the entries and the ticket again",
    async () => {
      const logged = entryOf({ id: 5, minutes: 45, date: timeEntryToday(), note: 'Revisión de red', billable: true });
      const sent = answerApi({ [`GET ${ENTRIES}`]: listOf([]), [`POST ${ENTRIES}`]: logged });
      const { queryClient } = renderTab(0);
      expect(await screen.findByText('Sin tiempo registrado')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Registrar tiempo' }));
      const dialog = await screen.findByRole('dialog', { name: 'Registrar tiempo' });
      answerApi({ [`GET ${ENTRIES}`]: listOf([logged]) });
      await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Minutos' }), '45');
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nota' }), 'Revisión de red');
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Facturable' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

      expect(await screen.findByText(timeEntryMessages.logged)).toBeInTheDocument();
      expect(sentBody(sent, 'POST', ENTRIES)).toEqual({
        minutes: 45,
        date: timeEntryToday(),
        note: 'Revisión de red',
        billable: true,
      });
      await waitFor(() => expect(rows()).toHaveLength(1));
      expect(rows()[0]).toHaveTextContent('45 min');
      expect(queryClient.getQueryState(ticketQueryKeys.detail(7))?.isInvalidated).toBe(true);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    SLOW_SCREEN_MS,
  );

  it(
    'deletes an entry only after the confirmation',
    async () => {
      const sent = answerApi({ [`GET ${ENTRIES}`]: listOf([own]), 'DELETE /api/time-entries/1': { result: true } });
      renderTab(90);
      await userEvent.click(await screen.findByRole('button', { name: 'Eliminar el tiempo del 05/03/2026 · Ana Agente' }));
      expect(await screen.findByText(timeEntryMessages.confirmDelete)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'Eliminar el tiempo del 05/03/2026 · Ana Agente' }));
      answerApi({ [`GET ${ENTRIES}`]: listOf([]) });
      await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
      expect(await screen.findByText(timeEntryMessages.deleted)).toBeInTheDocument();
      expect(await screen.findByText('Sin tiempo registrado')).toBeInTheDocument();
      expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
        '/api/time-entries/1',
      ]);
    },
    SLOW_SCREEN_MS,
  );
});
