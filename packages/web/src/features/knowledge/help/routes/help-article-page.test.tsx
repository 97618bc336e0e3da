// An article under 'Ayuda' (docs/product/self-service.md#search): read (a view the server counts), then '¿Le fue
// útil?' — the answer is sent, stays pressed and the reader is thanked; an answer given earlier shows pressed from
// the start and may be changed. An article the reader may not read says so.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { messages, type Article } from '@tms/contracts';
import { answerApi, failBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { HelpArticlePage } from './help-article-page';

const article: Article = {
  id: 4,
  title: 'Restablecer la contraseña',
  body: '<p>Abra <strong>Perfil</strong> y elija Cambiar contraseña.</p>',
  categoryId: 1,
  categoryName: 'Cuentas',
  subCategoryId: 2,
  subCategoryName: 'Contraseñas',
  audience: 'public',
  entityTypeIds: [2, 3],
  status: 'published',
  version: 3,
  modifiedDate: '2026-11-30T18:00:00.000Z',
  modifiedByName: 'Administrador',
  createdDate: '2026-11-01T18:00:00.000Z',
  counts: null,
  myFeedback: null,
  canEdit: false,
};

const renderArticle = (id: number | string) =>
  renderWithProviders(
    <Routes>
      <Route path="/help/articles/:id" element={<HelpArticlePage />} />
    </Routes>,
    { route: `/help/articles/${id}` },
  );

const feedback = () => screen.getByRole('region', { name: '¿Le fue útil?' });

describe('HelpArticlePage', () => {
  it('shows the article and thanks the reader once the answer is sent', async () => {
    const sent = answerApi({ 'GET /api/kb/articles/4': article, 'POST /api/kb/articles/4/feedback': { helpful: true } });
    renderArticle(4);
    expect(await screen.findByRole('heading', { level: 1, name: 'Restablecer la contraseña' })).toBeInTheDocument();
    expect(screen.getByText('Perfil', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/Cuentas › Contraseñas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/help');
    expect(screen.queryByText('¡Gracias por su opinión!')).not.toBeInTheDocument();

    await userEvent.click(within(feedback()).getByRole('button', { name: 'Sí' }));
    expect(await within(feedback()).findByText('¡Gracias por su opinión!')).toBeInTheDocument();
    expect(within(feedback()).getByRole('button', { name: 'Sí' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(feedback()).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
    // The read counted a view (no countView=false), then one answer.
    expect(sent).toEqual([
      { method: 'GET', path: '/api/kb/articles/4', body: null },
      { method: 'POST', path: '/api/kb/articles/4/feedback', body: { helpful: true } },
    ]);
  });

  it('shows an earlier answer pressed and sends a changed one', async () => {
    const sent = answerApi({
      'GET /api/kb/articles/4': { ...article, myFeedback: true },
      'POST /api/kb/articles/4/feedback': { helpful: false },
    });
    renderArticle(4);
    await screen.findByRole('heading', { level: 1, name: 'Restablecer la contraseña' });
    expect(within(feedback()).getByRole('button', { name: 'Sí' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(feedback()).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(within(feedback()).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(feedback()).getByRole('button', { name: 'Sí' })).toHaveAttribute('aria-pressed', 'false');
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/kb/articles/4/feedback', body: { helpful: false } });
  });

  it('says the article is not available when the server answers 404', async () => {
    answerApi({ 'GET /api/kb/articles/5': () => failBody(404, messages.notFound) });
    renderArticle(5);
    expect(await screen.findByText('El artículo no existe o no está disponible.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '¿Le fue útil?' })).not.toBeInTheDocument();
  });
});
