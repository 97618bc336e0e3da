// The ticket's expiry in the summary: 'hábil' beside it when a business calendar counts it
// (docs/product/calendars.md#working-time-and-sla-deadlines), nothing when time runs 24×7, and no expiry at all without a deadline;
// 'Escalado' when an escalation rule acted at the current deadline.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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

  describe('the service it got (docs/product/service-quality.md)', () => {
    const fact = (label: string) => screen.getByText(label).nextElementSibling;
    const DUE = '2026-01-10T12:00:00.000Z';

    it("shows a first response on time in green and a late one in red, or 'Pendiente'", () => {
      const { unmount } = renderWithProviders(
        <TicketSummary ticket={ticketFixture({ firstResponseDate: '2026-01-10T11:00:00.000Z', firstResponseDueDate: DUE })} />,
      );
      expect(fact('Primera respuesta')).toHaveTextContent(`${formatDate('2026-01-10T11:00:00.000Z')}a tiempo`);
      expect(screen.getByText('a tiempo')).toHaveStyle({ color: 'rgb(46, 125, 50)' });
      unmount();
      const late = renderWithProviders(
        <TicketSummary ticket={ticketFixture({ firstResponseDate: '2026-01-10T13:00:00.000Z', firstResponseDueDate: DUE })} />,
      );
      expect(screen.getByText('tarde')).toBeInTheDocument();
      late.unmount();
      renderWithProviders(<TicketSummary ticket={ticketFixture({ firstResponseDueDate: DUE })} />);
      expect(fact('Primera respuesta')).toHaveTextContent(`Pendientevence ${formatDate(DUE)}`);
    });

    it('shows the resolution once finalised, and the time logged to internal users only', () => {
      const internal = { ...ticketFixture().abilities, canLogTime: true };
      const { unmount } = renderWithProviders(
        <TicketSummary ticket={ticketFixture({ resolutionMinutes: 150, timeSpentMinutes: 45, abilities: internal })} />,
      );
      expect(fact('Tiempo de resolución')).toHaveTextContent('2 h 30 min');
      expect(fact('Tiempo registrado')).toHaveTextContent('45 min');
      unmount();
      renderWithProviders(<TicketSummary ticket={ticketFixture({ timeSpentMinutes: 45 })} />);
      expect(screen.queryByText('Tiempo de resolución')).not.toBeInTheDocument();
      expect(screen.queryByText('Tiempo registrado')).not.toBeInTheDocument();
    });

    it("shows the creator's rating as 'Calificación' with its face, words and comment", async () => {
      const satisfaction = { rating: 4, comment: 'Bien atendido', date: '2026-01-11T10:00:00.000Z' };
      renderWithProviders(<TicketSummary ticket={ticketFixture({ satisfaction })} />);
      await waitFor(() => expect(fact('Calificación')).toHaveTextContent('4 de 5 · Satisfecho“Bien atendido”'));
    });
  });
});
