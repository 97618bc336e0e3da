// The ticket screen's tabs as rendered: the tabs the rules show, each showing its panel, and the history and the time
// entries read from the server only once their tab is opened.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { Ticket } from '@tms/contracts';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { rulesOf } from '../hooks/use-ticket-rules';
import { useTicketTabs } from '../hooks/use-ticket-tabs';
import { TicketEditorTabs } from './ticket-editor-tabs';
import { noAbilities, ticketFixture } from './ticket-fixture';
import { ticketFormValues, type TicketFormValues } from './ticket-form-values';
import { TicketFormProvider } from './ticket-form-context';

const SLOW_SCREEN_MS = 60_000;

function Tabs({ ticket, onRelate = vi.fn() }: { ticket: Ticket; onRelate?: () => void }) {
  const form = useForm<TicketFormValues>({ defaultValues: ticketFormValues(ticket) });
  const rules = rulesOf(ticket.abilities, ticket);
  const tabs = useTicketTabs(rules);
  return (
    <TicketFormProvider form={form}>
      <TicketEditorTabs ticket={ticket} rules={rules} tabs={tabs} onRelate={onRelate} />
    </TicketFormProvider>
  );
}

const answerTicketApi = () =>
  answerApi({
    'GET /api/severities/all': [{ id: 1, code: 'Baja', detail: '', isActive: true }],
    'GET /api/companylocations/all': [{ id: 2, code: 'Sucursal Guadalajara', detail: '' }],
    'GET /api/categories/all': [{ id: 1, code: 'Soporte TI' }],
    'GET /api/categories/1/subcategories/all': [{ id: 1, code: 'Impresoras', categoryId: 1 }],
    'GET /api/users/search/:text': [],
    'GET /api/attachmentconfig/all': [],
    'GET /api/workitems/7/history': [],
  });

describe('TicketEditorTabs', () => {
  it(
    "shows the rules' tabs, and reads the history only once 'Historial' is opened",
    async () => {
      const sent = answerTicketApi();
      renderWithProviders(<Tabs ticket={ticketFixture({ abilities: noAbilities })} />);
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Detalles',
        'Archivos adjuntos',
        'Relaciones',
        'Historial',
        'Tareas',
      ]);
      expect(screen.getByRole('tab', { name: 'Detalles' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'Detalles' })).toBeVisible();
      const historyRead = () => sent.some((request) => request.path === '/api/workitems/7/history');
      await userEvent.click(screen.getByRole('tab', { name: 'Tareas' }));
      expect(historyRead()).toBe(false);

      await userEvent.click(screen.getByRole('tab', { name: 'Historial' }));
      expect(screen.getByRole('tab', { name: 'Historial' })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(historyRead()).toBe(true));
    },
    SLOW_SCREEN_MS,
  );

  it(
    'hides Relaciones without the right to see them, and Tareas on a ticket made from a task',
    async () => {
      const sent = answerTicketApi();
      renderWithProviders(
        <Tabs ticket={ticketFixture({ abilities: { ...noAbilities, canSeeRelations: false }, isCreatedFromTask: true })} />,
      );
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Detalles', 'Archivos adjuntos', 'Historial']);
      await userEvent.click(screen.getByRole('tab', { name: 'Archivos adjuntos' }));
      expect(screen.getByRole('tabpanel', { name: 'Archivos adjuntos' })).toBeVisible();
      expect(sent.map((request) => request.path)).not.toContain('/api/workitems/7/history');
    },
    SLOW_SCREEN_MS,
  );

  it(
    "shows 'Tiempo' to who may log time, and reads the entries only once it is opened",
    async () => {
      const sent = answerTicketApi();
      answerApi({ 'GET /api/workitems/7/time-entries': { entries: [], totalMinutes: 0, billableMinutes: 0 } });
      renderWithProviders(<Tabs ticket={ticketFixture({ abilities: { ...noAbilities, canLogTime: true } })} />);
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toContain('Tiempo');
      expect(sent.map((request) => request.path)).not.toContain('/api/workitems/7/time-entries');

      await userEvent.click(screen.getByRole('tab', { name: 'Tiempo' }));
      expect(await screen.findByText('Sin tiempo registrado')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Registrar tiempo' })).toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );
});
