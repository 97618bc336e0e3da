// The dashboard's own layout (issue #24): a provider who may create tickets finds 'Nuevo Ticket' (their dashboard has
// no table of tickets about to expire, where the button sits for others); the 12-month chart is a section of its
// own with its own period, apart from the 30-day tables of 'Tickets Generados'.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { EntityType, Permission, type MonthlyChartRow } from '@tms/contracts';
import { sessionStore } from '@/lib/session/session-store';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { testSession } from '@/lib/testing/test-session';
import { DashboardPage } from './dashboard-page';

const summary = { initialTickets: 1, closedTickets: 2, assignedTickets: 3, totalSubscribedTickets: 4, totalSentTickets: 5 };
const month = (rowIndex: number, monthNumber: number, year: number): MonthlyChartRow => ({
  month: monthNumber,
  year,
  rowIndex,
  totalInSLA: 1,
  totalTicketClosed: 2,
  totalTicketMonth: 3,
});

function signInAs(entityTypeId: number, permissionIds: number[]) {
  sessionStore.save({ ...testSession, entityTypeId });
  answerApi({
    'GET /api/auth/permissions': permissionIds.map((id) => ({ id, url: null, label: String(id) })),
    'GET /api/workitems/summary': summary,
    'GET /api/workitems/to-expire': [],
  });
}

/** Waits until the permissions the screen reads have arrived. */
const permissionsLoaded = (queryClient: ReturnType<typeof renderWithProviders>['queryClient']) =>
  waitFor(() => expect(queryClient.getQueryState(['auth', 'permissions', testSession.id])?.status).toBe('success'));

// The screen needs the session while it is on screen: it goes first.
afterEach(() => {
  cleanup();
  sessionStore.clear();
});

describe('DashboardPage', () => {
  it("offers a provider who may create tickets 'Nuevo Ticket', which opens /ticket", async () => {
    signInAs(EntityType.Provider, [Permission.Dashboard, Permission.CreateTicket]);
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByRole('link', { name: 'Nuevo Ticket' })).toHaveAttribute('href', '/ticket');
    expect(screen.queryByRole('heading', { name: 'Tickets por expirar' })).not.toBeInTheDocument();
  });

  it("offers no 'Nuevo Ticket' to a provider without the permission to create tickets", async () => {
    signInAs(EntityType.Provider, [Permission.Dashboard]);
    const { queryClient } = renderWithProviders(<DashboardPage />);
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('link', { name: 'Nuevo Ticket' })).not.toBeInTheDocument();
  });

  it('titles the 12-month chart with its own period, in a section apart from the last 30 days', async () => {
    signInAs(EntityType.Internal, [Permission.Dashboard, Permission.CreateTicket]);
    answerApi({
      'GET /api/chartworkitem/getchartworkitemcategories': [],
      'GET /api/chartworkitem/getchartworkitemlocations': [],
      'GET /api/chartworkitem/getchartworkitemdepartments': [],
      'GET /api/chartworkitem/getchartworkitemmonthly': [month(0, 12, 2025), month(1, 1, 2026), month(2, 11, 2026)],
    });
    const { queryClient } = renderWithProviders(<DashboardPage />);

    const generated = screen.getByRole('region', { name: 'Tickets Generados' });
    expect(within(generated).getByText(/^Últimos 30 días: del /)).toBeInTheDocument();
    const monthly = screen.getByRole('region', { name: 'Tickets por mes' });
    expect(await within(monthly).findByText('Últimos 12 meses: de Dic 2025 a Nov 2026')).toBeInTheDocument();
    expect(generated).not.toContainElement(monthly);
    expect(monthly).not.toHaveTextContent(/30 días/);
    // The button of the table of tickets about to expire is enough for everyone else.
    await permissionsLoaded(queryClient);
    expect(screen.getAllByRole('link', { name: 'Nuevo Ticket' })).toHaveLength(1);
  });
});
