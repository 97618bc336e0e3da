// The suggestions beside a new ticket (docs/product/self-service.md#suggestions): nothing is asked before three letters
// are typed; the subject and the detail's text are asked for once, 300 ms after the typing stops (never on each key);
// the articles and, when the server sends them, similar open tickets show; an article opens in a dialog whose 'Esto
// resolvió mi problema' counts the deflection, says so and hands over to leave the form — a failed deflection stays.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type KbSuggestions } from '@tms/contracts';
import { answerApi, failBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { printerArticle, printerHit } from '../../knowledge-fixtures';
import { ArticleSuggestions } from './article-suggestions';

const suggestions: KbSuggestions = {
  articles: [printerHit],
  tickets: [
    { id: 31, subject: 'Impresora del piso 2', statusId: 2, status: 'En progreso', modifiedDate: '2026-11-30T18:00:00.000Z' },
  ],
};

const article = printerArticle;

/** The new ticket's subject and detail (plain fields here), handed over as the ticket form does: the detail as HTML. */
function Harness({ onResolved }: { onResolved: () => void }) {
  const [subject, setSubject] = useState('');
  const [detail, setDetail] = useState('');
  return (
    <>
      <input aria-label="Asunto" value={subject} onChange={(event) => setSubject(event.target.value)} />
      <input aria-label="Detalles" value={detail} onChange={(event) => setDetail(event.target.value)} />
      <ArticleSuggestions
        subject={subject}
        detail={detail && `<p>Desde ayer <strong>${detail}</strong></p>`}
        onResolved={onResolved}
      />
    </>
  );
}

const suggestionCalls = (sent: { path: string }[]) => sent.filter((call) => call.path.startsWith('/api/kb/suggestions'));

describe('ArticleSuggestions', () => {
  it('asks once the typing stops, with the subject and the detail as text, and shows articles and similar tickets', async () => {
    const sent = answerApi({ 'GET /api/kb/suggestions': suggestions });
    renderWithProviders(<Harness onResolved={vi.fn()} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Impresora');
    await userEvent.type(screen.getByRole('textbox', { name: 'Detalles' }), 'no imprime');
    const articles = await screen.findByRole('list', { name: 'Artículos sugeridos' });
    expect(within(articles).getByRole('button', { name: /La impresora no imprime/ })).toBeInTheDocument();
    expect(articles.querySelector('mark')).toHaveTextContent('impresora');
    const tickets = screen.getByRole('list', { name: 'Tickets similares abiertos' });
    expect(within(tickets).getByRole('link', { name: '#31 Impresora del piso 2' })).toHaveAttribute('href', '/ticket/31');
    const asked = (text: string) => `/api/kb/suggestions?${new URLSearchParams({ text })}`;
    await waitFor(() => expect(suggestionCalls(sent).at(-1)?.path).toBe(asked('Impresora Desde ayer no imprime')));
    // Only what stood when the typing paused (at most between the two fields) was asked: never a word half typed.
    for (const call of suggestionCalls(sent)) {
      expect([asked('Impresora'), asked('Impresora Desde ayer no imprime')]).toContain(call.path);
    }
  });

  it('asks nothing while fewer than three letters are typed', async () => {
    const sent = answerApi({ 'GET /api/kb/suggestions': suggestions });
    renderWithProviders(<Harness onResolved={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Asunto' }), 'Hi 2');
    // Well past the pause the panel waits for.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(suggestionCalls(sent)).toEqual([]);
    expect(screen.getByText(/aquí verá artículos que podrían resolver su problema/)).toBeInTheDocument();
  });

  it("counts the deflection of 'Esto resolvió mi problema', says so and leaves the form", async () => {
    const sent = answerApi({
      'GET /api/kb/suggestions': suggestions,
      'GET /api/kb/articles/8': article,
      'POST /api/kb/articles/8/deflection': { result: true },
    });
    const onResolved = vi.fn();
    renderWithProviders(<Harness onResolved={onResolved} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Asunto' }), 'impresora');
    await userEvent.click(await screen.findByRole('button', { name: /La impresora no imprime/ }));

    const dialog = await screen.findByRole('dialog', { name: 'La impresora no imprime' });
    expect(await within(dialog).findByText(/tenga papel/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esto resolvió mi problema' }));
    await waitFor(() => expect(onResolved).toHaveBeenCalledOnce());
    expect(await screen.findByText('¡Nos alegra que el artículo resolviera su problema!')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/kb/articles/8/deflection', body: null },
    ]);
  });

  it('stays on the form with the error when the deflection fails', async () => {
    answerApi({
      'GET /api/kb/suggestions': suggestions,
      'GET /api/kb/articles/8': article,
      'POST /api/kb/articles/8/deflection': () => failBody(500, messages.serverError),
    });
    const onResolved = vi.fn();
    renderWithProviders(<Harness onResolved={onResolved} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Asunto' }), 'impresora');
    await userEvent.click(await screen.findByRole('button', { name: /La impresora no imprime/ }));
    const dialog = await screen.findByRole('dialog', { name: 'La impresora no imprime' });
    await within(dialog).findByText(/tenga papel/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Esto resolvió mi problema' }));
    expect(await screen.findByText(messages.serverError)).toBeInTheDocument();
    expect(onResolved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'La impresora no imprime' })).toBeInTheDocument();
  });
});
