// The ticket's expiry in the summary: 'hábil' beside it when a business calendar counts it
// (docs/product/calendars.md#working-time-and-sla-deadlines), nothing when time runs 24×7, and no expiry at all without a deadline;
// 'Escalado' when an escalation rule acted at the current deadline.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatDate } from '@/lib/dates';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { ticketFixture } from './ticket-fixture';
import { TicketSummary } from './ticket-summary';

const EXPIRE_DATE = '2026-11-23T18:55:00.000Z';

beforeEach(() => {
  answerApi({ 'POST /api/workitems/:id/qr': { qrCode: 'data:image/png;base64,' } });
});

const expiry = () => screen.getByText('Expira').nextElementSibling;

describe('TicketSummary', () => {
  it("shows 'hábil' beside a deadline counted in working time", () => {
    renderWithProviders(<TicketSummary ticket={ticketFixture({ expireDate: EXPIRE_DATE, slaInWorkingTime: true })} />);
    expect(expiry()).toHaveTextContent(`${formatDate(EXPIRE_DATE)} (hábil)`);
  });

  it('shows the deadline alone when it runs 24×7, and no expiry without one', () => {
    const { unmount } = renderWithProviders(
      <TicketSummary ticket={ticketFixture({ expireDate: EXPIRE_DATE, slaInWorkingTime: false })} />,
    );
    expect(expiry()).toHaveTextContent(new RegExp(`^${formatDate(EXPIRE_DATE)}$`));
    unmount();
    renderWithProviders(<TicketSummary ticket={ticketFixture()} />);
    expect(screen.queryByText('Expira')).not.toBeInTheDocument();
  });

  it("shows 'Escalado' only on a ticket an escalation rule acted on at its current deadline", () => {
    const { unmount } = renderWithProviders(<TicketSummary ticket={ticketFixture({ escalated: true })} />);
    expect(screen.getByText('Escalado')).toBeInTheDocument();
    unmount();
    renderWithProviders(<TicketSummary ticket={ticketFixture({ escalated: false })} />);
    expect(screen.queryByText('Escalado')).not.toBeInTheDocument();
  });
});
