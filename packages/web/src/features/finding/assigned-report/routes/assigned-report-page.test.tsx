// The assigned report pages on the server: the next page asks for the tickets after the last one shown, so the server
// starts there instead of skipping every page before it; a new sort starts again from the first page, by number. Only
// the first answer under a range and choices carries the total and drop-downs; other pages and orders ask for rows.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AssignedReportRow } from '@tms/contracts';
import { successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { sessionStore } from '@/lib/session/session-store';
import { testSession } from '@/lib/testing/test-session';
import { AssignedReportPage } from './assigned-report-page';

const SLOW_SCREEN_MS = 60_000;
const PAGE_SIZE = 100;
const TOTAL = 250;

const reportRow = (id: number): AssignedReportRow => ({
  id,
  subject: `Ticket ${id}`,
  categoryId: 1,
  categoryName: 'Soporte TI',
  subCategoryId: 1,
  subCategoryName: 'Impresoras',
  companyLocationId: 1,
  companyLocationName: 'Matriz',
  statusId: 1,
  status: 'Abierto',
  severityId: 2,
  severity: 'Media',
  userId: 7,
  userName: 'Ana Agente',
  createdDate: '2026-11-20T16:00:00.000Z',
  modifiedDate: '2026-11-20T16:00:00.000Z',
  closedDate: null,
});

/** A page's rows: numbers counting down from 1,000 (so a page's last number is not its size). */
function pageRows(query: URLSearchParams) {
  const first = Number(query.get('page')) * PAGE_SIZE;
  return Array.from({ length: Math.min(PAGE_SIZE, TOTAL - first) }, (_, index) => reportRow(1000 - first - index));
}

/** The report's calls, each asked query with whether it asked for the rows alone. */
function stubReport() {
  const asked: (URLSearchParams & { rowsOnly?: boolean })[] = [];
  const record = (request: Request, rowsOnly: boolean) => {
    const query = Object.assign(new URL(request.url).searchParams, { rowsOnly });
    asked.push(query);
    return query;
  };
  server.use(
    http.get('/api/workitems/assigned-report', ({ request }) =>
      successBody({
        rows: pageRows(record(request, false)),
        total: TOTAL,
        options: { companyLocationId: [], categoryId: [], subCategoryId: [], severityId: [], statusId: [], userId: [] },
        severalUsers: false,
      }),
    ),
    http.get('/api/workitems/assigned-report/rows', ({ request }) => successBody({ rows: pageRows(record(request, true)) })),
  );
  sessionStore.save(testSession);
  return asked;
}

afterEach(() => sessionStore.clear());

describe('AssignedReportPage', () => {
  it(
    'asks for the next page after the last ticket shown, and from the first page again after a new sort',
    async () => {
      const asked = stubReport();
      renderWithProviders(<AssignedReportPage />, { route: '/assigned-tickets-report' });
      const report = await screen.findByRole('grid', { name: 'Tickets asignados' });
      expect(await within(report).findByText('Ticket 1000')).toBeInTheDocument();
      expect(asked.at(-1)?.get('after')).toBeNull();
      expect(asked.at(-1)?.rowsOnly).toBe(false);

      await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
      expect(await within(report).findByText('Ticket 900')).toBeInTheDocument();
      expect(asked.at(-1)?.get('page')).toBe('1');
      expect(asked.at(-1)?.get('after')).toBe('901');
      expect(asked.at(-1)?.rowsOnly).toBe(true);
      expect(screen.getByText(/de 250/)).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
      expect(await within(report).findByText('Ticket 800')).toBeInTheDocument();
      expect(asked.at(-1)?.get('after')).toBe('801');

      await userEvent.click(within(screen.getByRole('columnheader', { name: 'Asunto' })).getByText('Asunto'));
      await waitFor(() => expect(asked.at(-1)?.get('sortField')).toBe('subject'));
      expect(asked.at(-1)?.get('page')).toBe('0');
      expect(asked.at(-1)?.get('after')).toBeNull();
      expect(asked.at(-1)?.rowsOnly).toBe(true);
      expect(await within(report).findAllByText('Ticket 1000')).not.toHaveLength(0);
    },
    SLOW_SCREEN_MS,
  );
});
