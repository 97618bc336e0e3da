// The survey's page (docs/product/service-quality.md#satisfaction-surveys): the ticket's number and subject, nothing
// sent until 'Enviar', a comment asked for the low ratings, thanks once sent, and Spanish words for an expired, answered
// or unknown link.
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { surveyMessages } from '@tms/contracts';
import { answerApi, failBody, sentBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { SurveyPage } from './survey-page';

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/satisfaction/:token" element={<SurveyPage />} />
    </Routes>,
    { route: '/satisfaction/7.123.abc' },
  );

describe('SurveyPage', () => {
  it('asks for a comment on a low rating, then sends the answer once and thanks', async () => {
    const sent = answerApi({
      'GET /api/satisfaction/:token': { ticketId: 12, subject: 'Impresora sin tóner', answered: false },
      'POST /api/satisfaction/:token': { ticketId: 12, subject: 'Impresora sin tóner', answered: true },
    });
    renderPage();
    expect(await screen.findByText('Ticket #12: Impresora sin tóner')).toBeInTheDocument();
    expect(sentBody(sent, 'POST', '/api/satisfaction/7.123.abc')).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(surveyMessages.ratingRange)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '2: Insatisfecho' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(surveyMessages.commentRequired)).toBeInTheDocument();
    expect(sentBody(sent, 'POST', '/api/satisfaction/7.123.abc')).toBeUndefined();

    await userEvent.type(screen.getByRole('textbox', { name: 'Comentario' }), 'Tardaron mucho');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(surveyMessages.thanks)).toBeInTheDocument();
    expect(sentBody(sent, 'POST', '/api/satisfaction/7.123.abc')).toEqual({ rating: 2, comment: 'Tardaron mucho' });
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });

  it("shows the server's field message on its field", async () => {
    answerApi({
      'GET /api/satisfaction/:token': { ticketId: 12, subject: 'VPN', answered: false },
      'POST /api/satisfaction/:token': () => failBody(400, 'Datos inválidos', { comment: surveyMessages.commentMax }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: '5: Muy satisfecho' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Comentario' })).toHaveAccessibleDescription(surveyMessages.commentMax),
    );
  });

  it('says when the link expired, was answered, or is not ours', async () => {
    answerApi({ 'GET /api/satisfaction/:token': () => failBody(410, surveyMessages.expired, undefined, 'survey.expired') });
    const expired = renderPage();
    expect(await screen.findByText(surveyMessages.expired)).toBeInTheDocument();
    expired.unmount();

    answerApi({ 'GET /api/satisfaction/:token': { ticketId: 12, subject: 'VPN', answered: true } });
    const answered = renderPage();
    expect(await screen.findByText(surveyMessages.answered)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    answered.unmount();

    answerApi({ 'GET /api/satisfaction/:token': () => failBody(404, 'No encontrado') });
    renderPage();
    expect(await screen.findByText('Este enlace de encuesta no es válido.')).toBeInTheDocument();
  });
});
