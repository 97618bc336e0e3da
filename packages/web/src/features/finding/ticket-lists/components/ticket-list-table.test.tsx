// The ticket list table: rows chosen on one page stay chosen on the next (the bulk actions act on all of them), and
// other quick filters show their first page with nothing chosen; an escalated ticket says 'Escalado'.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { answerApi, successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { TicketListTable } from './ticket-list-table';
import { listRow } from '../ticket-list-row.fixture';

const SLOW_SCREEN_MS = 60_000;
const TOTAL = 12;

/** Answers the received list page by page (ids 1 to 12), recording each query. */
function answerList() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/workitems/received', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const page = Number(query.get('page'));
      const pageSize = Number(query.get('pageSize'));
      const ids = Array.from({ length: TOTAL }, (_, index) => index + 1).slice(page * pageSize, (page + 1) * pageSize);
      return successBody({ rows: ids.map((id) => listRow(id)), total: TOTAL });
    }),
  );
  answerApi({ 'GET /api/severities/all': [] });
  return queries;
}

const choose = async (subject: string) => {
  const shown = (await screen.findByText(subject)).closest('.MuiDataGrid-row') as HTMLElement;
  await userEvent.click(within(shown).getByRole('checkbox'));
};

describe('TicketListTable', () => {
  it(
    'keeps the rows chosen on other pages, and drops them with the page when the filters change',
    async () => {
      const queries = answerList();
      renderWithProviders(<TicketListTable kind="received" filter={undefined} title="Tickets recibidos" />, {
        route: '/received-tickets',
      });
      await choose('Ticket número 1');
      await userEvent.click(screen.getByRole('button', { name: /página siguiente/i }));
      await choose('Ticket número 11');
      expect(screen.getByText('2 seleccionados')).toBeInTheDocument();
      expect(queries.at(-1)?.get('page')).toBe('1');

      await userEvent.click(screen.getByRole('button', { name: 'Vencidos' }));
      await waitFor(() => expect(queries.at(-1)?.get('overdue')).toBe('true'));
      expect(queries.at(-1)?.get('page')).toBe('0');
      expect(await screen.findByText('Ticket número 1')).toBeInTheDocument();
      expect(screen.queryByText(/seleccionad/)).not.toBeInTheDocument();
      expect(
        within(screen.getByText('Ticket número 1').closest('.MuiDataGrid-row') as HTMLElement).getByRole('checkbox'),
      ).not.toBeChecked();
    },
    SLOW_SCREEN_MS,
  );

  it("marks escalated tickets 'Escalado' beside their status, and only those", async () => {
    answerApi({
      'GET /api/workitems/received': {
        rows: [
          { ...listRow(1), escalated: true },
          { ...listRow(2), escalated: false },
        ],
        total: 2,
      },
      'GET /api/severities/all': [],
    });
    renderWithProviders(<TicketListTable kind="received" filter={undefined} title="Tickets recibidos" />, {
      route: '/received-tickets',
    });
    const rowOf = async (subject: string) => (await screen.findByText(subject)).closest('.MuiDataGrid-row') as HTMLElement;
    expect(within(await rowOf('Ticket número 1')).getByText('Escalado')).toBeInTheDocument();
    expect(within(await rowOf('Ticket número 2')).queryByText('Escalado')).not.toBeInTheDocument();
  });
});
