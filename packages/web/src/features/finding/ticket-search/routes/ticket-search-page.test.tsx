// The Buscador: the 'Responsable' column sorted by the server, the chips of the filters applied (each clears its filter
// and searches again), the lists' bulk actions on the selected results, and on a phone the results as cards.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Permission, type TicketSearchFilter, type TicketSearchRow } from '@tms/contracts';
import { PHONE_WIDTH, pretendScreenWidth } from '@/components/data-table/screen-width.testing';
import { answerApi, successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { sessionStore } from '@/lib/session/session-store';
import { testSession } from '@/lib/testing/test-session';
import { listRow } from '../../ticket-lists/ticket-list-row.fixture';
import { TicketSearchPage } from './ticket-search-page';

const SLOW_SCREEN_MS = 60_000;

const searchRow = (id: number, subject: string, assignedToName: string | null): TicketSearchRow => ({
  ...listRow(id, subject),
  assignedToName,
  categoryName: 'Soporte TI',
  companyLocationName: 'Matriz',
  severity: 'Media',
  createdDate: '2026-11-20T16:00:00.000Z',
});

const rows = [searchRow(41, 'Impresora atascada', 'Ana Agente'), searchRow(42, 'Sin red', null)];

/** The Buscador's calls; gives the bodies of the searches, in order, and every call made. */
function stubSearchApi() {
  const searches: TicketSearchFilter[] = [];
  server.use(
    http.post('/api/workitems/search', async ({ request }) => {
      searches.push((await request.json()) as TicketSearchFilter);
      return successBody({ rows, total: rows.length, totalCapped: false });
    }),
  );
  const sent = answerApi({
    'GET /api/companylocations/all': [
      { id: 1, code: 'Matriz' },
      { id: 2, code: 'Monterrey' },
    ],
    'GET /api/categories/all': [{ id: 1, code: 'Soporte TI' }],
    'GET /api/severities/all': [{ id: 2, code: 'Media' }],
    'GET /api/auth/permissions': [Permission.SearchTickets].map((id) => ({ id, url: null })),
    'GET /api/automations/all': [],
    'POST /api/workitems/bulk/follow': { changed: [41, 42], refused: [] },
  });
  sessionStore.save(testSession);
  return { searches, sent };
}

const renderPage = () => renderWithProviders(<TicketSearchPage />, { route: '/search-tickets' });
const chips = () => screen.getByRole('group', { name: 'Filtros aplicados' });

afterEach(() => sessionStore.clear());

describe('TicketSearchPage', () => {
  it(
    "shows each match's responsible and sorts by it on the server",
    async () => {
      const { searches } = stubSearchApi();
      renderPage();
      const results = await screen.findByRole('grid', { name: 'Resultados' });
      expect(await within(results).findByText('Ana Agente')).toBeInTheDocument();
      expect(within(results).getByText('Sin responsable')).toBeInTheDocument();
      await userEvent.click(within(screen.getByRole('columnheader', { name: 'Responsable' })).getByText('Responsable'));
      await waitFor(() => expect(searches.at(-1)).toMatchObject({ sortField: 'assignedToName', sortOrder: 'asc', page: 0 }));
    },
    SLOW_SCREEN_MS,
  );

  it(
    'shows the applied filters as chips once Buscar folds the panel; a chip clears its filter and searches again',
    async () => {
      const { searches } = stubSearchApi();
      renderPage();
      await screen.findByRole('grid', { name: 'Resultados' });
      // The first search: only its dates, which always apply.
      expect(within(chips()).getByText(/^Fechas: \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
      expect(within(chips()).queryAllByRole('button')).toEqual([]);

      const form = screen.getByRole('form', { name: 'Opciones de busqueda' });
      await userEvent.type(within(form).getByRole('textbox', { name: 'Asunto' }), 'impresora');
      await userEvent.click(within(form).getByRole('combobox', { name: 'Sucursal' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Matriz' }));
      await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
      await waitFor(() => expect(searches.at(-1)).toMatchObject({ subject: 'impresora', locationId: 1 }));
      expect(screen.getByRole('button', { name: 'Opciones de busqueda' })).toHaveAttribute('aria-expanded', 'false');
      expect(
        within(chips())
          .getAllByRole('button')
          .map((chip) => chip.getAttribute('aria-label')),
      ).toEqual(['Quitar Sucursal: Matriz', 'Quitar Asunto: impresora']);

      const searchesBefore = searches.length;
      await userEvent.click(within(chips()).getByRole('button', { name: 'Quitar Asunto: impresora' }));
      await waitFor(() => expect(searches).toHaveLength(searchesBefore + 1));
      expect(searches.at(-1)).toMatchObject({ subject: null, locationId: 1, page: 0 });
      expect(within(chips()).queryByRole('button', { name: /Asunto/ })).not.toBeInTheDocument();
      // The form says the same as the chips.
      await userEvent.click(screen.getByRole('button', { name: 'Opciones de busqueda' }));
      expect(within(form).getByRole('textbox', { name: 'Asunto' })).toHaveValue('');
      expect(within(form).getByRole('combobox', { name: 'Sucursal' })).toHaveTextContent('Matriz');

      // Pressing Delete on a focused chip clears it too.
      within(chips()).getByRole('button', { name: 'Quitar Sucursal: Matriz' }).focus();
      await userEvent.keyboard('{Delete}');
      await waitFor(() => expect(searches.at(-1)).toMatchObject({ locationId: null }));
      expect(within(chips()).queryAllByRole('button')).toEqual([]);
    },
    SLOW_SCREEN_MS,
  );

  it(
    'offers the bulk actions on the selected results and searches again after one',
    async () => {
      const { searches, sent } = stubSearchApi();
      renderPage();
      const results = await screen.findByRole('grid', { name: 'Resultados' });
      for (const subject of ['Impresora atascada', 'Sin red']) {
        const row = (await within(results).findByText(subject)).closest('.MuiDataGrid-row') as HTMLElement;
        await userEvent.click(within(row).getByRole('checkbox'));
      }
      expect(screen.getByText('2 seleccionados')).toBeInTheDocument();
      const searchesBefore = searches.length;
      await userEvent.click(screen.getByRole('button', { name: 'Seguir' }));
      const result = await screen.findByRole('dialog', { name: 'Resultado' });
      expect(within(result).getByText('2 tickets seguidos')).toBeInTheDocument();
      expect(sent.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/workitems/bulk/follow', body: { ids: [41, 42] } },
      ]);
      await waitFor(() => expect(searches.length).toBeGreaterThan(searchesBefore));
      expect(screen.queryByText('2 seleccionados')).not.toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );
});

describe('TicketSearchPage on a phone', () => {
  let restoreWidth: () => void;
  beforeEach(() => {
    restoreWidth = pretendScreenWidth(PHONE_WIDTH);
  });
  afterEach(() => restoreWidth());

  it(
    'shows the results as cards that open and select their ticket',
    async () => {
      stubSearchApi();
      renderPage();
      const cards = await screen.findByRole('list', { name: 'Resultados' });
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
      const [first, second] = within(cards).getAllByRole('listitem');
      expect(within(first).getByRole('link', { name: 'Impresora atascada' })).toHaveAttribute('href', '/ticket/41');
      expect(first).toHaveTextContent('Responsable: Ana Agente');
      expect(second).toHaveTextContent('Responsable: Sin responsable');
      await userEvent.click(within(second).getByRole('checkbox', { name: 'Seleccionar #42 Sin red' }));
      expect(screen.getByText('1 seleccionado')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );
});
