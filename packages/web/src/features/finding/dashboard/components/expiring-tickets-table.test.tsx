// 'Tickets por expirar' shows when each ticket expires to the minute, not only its day; a phone shows the tickets as
// cards, coloured as the grid's rows, each opening its ticket.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { PHONE_WIDTH, pretendScreenWidth } from '@/components/data-table/screen-width.testing';
import { dayjs } from '@/lib/dates';
import { ExpiringTicketsTable } from './expiring-tickets-table';

// 18:05 and 09:30 on the test machine's clock, whatever its time zone; the first has expired.
const rows = [
  {
    id: 7,
    subject: 'Servidor caído',
    expireDate: dayjs('2026-11-24T18:05:00').toISOString(),
    statusId: 2,
    status: 'En progreso',
  },
  {
    id: 8,
    subject: 'Alta de usuario',
    expireDate: dayjs('2026-12-01T09:30:00').toISOString(),
    statusId: 1,
    status: 'Inicial',
  },
];

describe('ExpiringTicketsTable', () => {
  it('shows the date and time of each expiry', async () => {
    renderWithProviders(<ExpiringTicketsTable rows={rows} loading={false} />);
    const table = await screen.findByRole('grid', { name: 'Tickets por expirar' });
    const rowOf = (subject: string) => within(table).getByText(subject).closest('.MuiDataGrid-row') as HTMLElement;
    expect(within(rowOf('Servidor caído')).getByText('24/11/2026 06:05 PM')).toBeInTheDocument();
    expect(within(rowOf('Alta de usuario')).getByText('01/12/2026 09:30 AM')).toBeInTheDocument();
  });

  it('shows the tickets as cards on a phone, due ones apart, each opening its ticket', () => {
    const restore = pretendScreenWidth(PHONE_WIDTH);
    try {
      renderWithProviders(<ExpiringTicketsTable rows={rows} loading={false} />);
      const cards = within(screen.getByRole('list', { name: 'Tickets por expirar' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[0]).toHaveClass('ticket-due');
      expect(within(cards[0]).getByText('24/11/2026 06:05 PM')).toBeInTheDocument();
      expect(within(cards[0]).getByRole('link', { name: 'Servidor caído' })).toHaveAttribute('href', '/ticket/7');
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
