// The ticket's expiry in the summary: 'hábil' beside it when a business calendar counts it (PRODUCT.md §10), nothing
// when time runs 24×7, and no expiry at all without a deadline.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { formatDate } from '@/lib/dates';
import { stubApiAnswers } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { ticketFixture } from './ticket-fixture';
import { TicketSummary } from './ticket-summary';

const EXPIRE_DATE = '2026-11-23T18:55:00.000Z';

beforeEach(() => {
  stubApiAnswers({});
});

afterEach(() => {
  vi.unstubAllGlobals();
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
});
