// The creator rates a finalised ticket on its screen (docs/product/service-quality.md#satisfaction-surveys): the
// answer goes to the ticket's satisfaction call, thanks are said, and the ticket is read again.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { surveyMessages } from '@tms/contracts';
import { answerApi, failBody, sentBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { ticketFixture } from './ticket-fixture';
import { TicketRating } from './ticket-rating';

describe('TicketRating', () => {
  it('sends the rating and thanks, or tells why it was refused', async () => {
    const sent = answerApi({
      'POST /api/workitems/:id/satisfaction': { rating: 5, comment: null, date: '2026-01-11T10:00:00.000Z' },
    });
    renderWithProviders(<TicketRating ticket={ticketFixture({ id: 31 })} />);
    expect(screen.getByRole('heading', { name: 'Califique la atención' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '5: Muy satisfecho' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(surveyMessages.thanks)).toBeInTheDocument();
    expect(sentBody(sent, 'POST', '/api/workitems/31/satisfaction')).toEqual({ rating: 5, comment: null });

    answerApi({
      'POST /api/workitems/:id/satisfaction': () => failBody(409, surveyMessages.answered, undefined, 'survey.answered'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByText(surveyMessages.answered)).toBeInTheDocument());
  });
});
