// 'Tickets por expirar' shows when each ticket expires to the minute, not only its day.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { dayjs } from '@/lib/dates';
import { ExpiringTicketsTable } from './expiring-tickets-table';

describe('ExpiringTicketsTable', () => {
  it('shows the date and time of each expiry', async () => {
    // 18:05 and 09:30 on the test machine's clock, whatever its time zone.
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
    renderWithProviders(<ExpiringTicketsTable rows={rows} loading={false} />);
    const table = await screen.findByRole('grid', { name: 'Tickets por expirar' });
    const rowOf = (subject: string) => within(table).getByText(subject).closest('.MuiDataGrid-row') as HTMLElement;
    expect(within(rowOf('Servidor caído')).getByText('24/11/2026 06:05 PM')).toBeInTheDocument();
    expect(within(rowOf('Alta de usuario')).getByText('01/12/2026 09:30 AM')).toBeInTheDocument();
  });
});
