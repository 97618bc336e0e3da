// The assigned report pages on the server: the next page asks for the tickets after the last one shown, so the server
// starts there instead of skipping every page before it; a new sort starts again from the first page, by number.
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

/** The report's calls: a page of numbers counting down from 1,000 (so a page's last number is not its size). */
function stubReport() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/workitems/assigned-report', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const first = Number(query.get('page')) * PAGE_SIZE;
      const ids = Array.from({ length: Math.min(PAGE_SIZE, TOTAL - first) }, (_, index) => 1000 - first - index);
      return successBody({
        rows: ids.map(reportRow),
        total: TOTAL,
        options: { companyLocationId: [], categoryId: [], subCategoryId: [], severityId: [], statusId: [], userId: [] },
        severalUsers: false,
      });
    }),
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

      await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
      expect(await within(report).findByText('Ticket 900')).toBeInTheDocument();
      expect(asked.at(-1)?.get('page')).toBe('1');
      expect(asked.at(-1)?.get('after')).toBe('901');

      await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
      expect(await within(report).findByText('Ticket 800')).toBeInTheDocument();
      expect(asked.at(-1)?.get('after')).toBe('801');

      await userEvent.click(within(screen.getByRole('columnheader', { name: 'Asunto' })).getByText('Asunto'));
      await waitFor(() => expect(asked.at(-1)?.get('sortField')).toBe('subject'));
      expect(asked.at(-1)?.get('page')).toBe('0');
      expect(asked.at(-1)?.get('after')).toBeNull();
    },
    SLOW_SCREEN_MS,
  );
});
