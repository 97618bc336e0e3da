// A ticket that cannot be read leaves for the home screen when the answer's code says it is not there for this user
// (missing, hidden, not an id); any other failure stays, with 'Reintentar'.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { messages } from '@tms/contracts';
import { answerApi, failBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { TicketPage } from './ticket-page';

function renderTicket(id: number) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Inicio</p>} />
      <Route path="/ticket/:id" element={<TicketPage />} />
    </Routes>,
    { route: `/ticket/${id}` },
  );
}

describe('TicketPage', () => {
  it.each([
    [404, messages.notFound],
    [403, messages.forbidden],
  ])('leaves for the home screen when the ticket answers %i', async (status, message) => {
    answerApi({ 'GET /api/workitems/77': () => failBody(status, message) });
    renderTicket(77);
    expect(await screen.findByText('Inicio')).toBeInTheDocument();
  });

  it('stays and offers to retry when the failure is of another kind, whatever its status', async () => {
    answerApi({ 'GET /api/workitems/78': () => failBody(409, messages.conflict, undefined, 'resource.conflict') });
    renderTicket(78);
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByText('Inicio')).not.toBeInTheDocument();
  });
});
