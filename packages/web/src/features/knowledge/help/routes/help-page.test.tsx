// 'Ayuda' (docs/product/self-service.md#search): the landing lists the most useful articles and the articles by
// category; typing asks the search once the typing stops and shows the results with the words found marked, where
// only <mark> ever becomes an element (anything else in a title or fragment stays text); clearing the box brings the
// landing back.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleCard, HelpLanding, KbSearchPage } from '@tms/contracts';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { HelpPage } from './help-page';

const card = (id: number, title: string, categoryName: string): ArticleCard => ({
  id,
  title,
  summary: `Resumen de ${title}`,
  categoryId: id * 10,
  categoryName,
  subCategoryId: null,
  subCategoryName: null,
  audience: 'public',
  modifiedDate: '2026-11-30T18:00:00.000Z',
  views: 10,
  helpfulCount: 3,
});

const printer = card(1, 'Configurar la impresora', 'Soporte TI');
const vpn = card(2, 'Conectarse a la VPN', 'Redes');

const landing: HelpLanding = {
  categories: [
    { categoryId: 10, categoryName: 'Soporte TI', articleCount: 1, articles: [printer] },
    { categoryId: 20, categoryName: 'Redes', articleCount: 7, articles: [vpn] },
  ],
  mostUseful: [vpn, printer],
};

const found: KbSearchPage = {
  total: 1,
  rows: [
    {
      id: 1,
      title: 'Configurar la impresora',
      titleHighlight: 'Configurar la <mark>impresora</mark>',
      fragment: 'Si la <mark>impresora</mark> no imprime, revise &lt;img src=x onerror=alert(1)&gt; el <b>cable</b>.',
      categoryId: 10,
      categoryName: 'Soporte TI',
      subCategoryName: 'Impresoras',
      audience: 'public',
      modifiedDate: '2026-11-30T18:00:00.000Z',
      helpfulCount: 3,
    },
  ],
};

describe('HelpPage', () => {
  it('shows the most useful articles and the articles grouped by category, each opening its page', async () => {
    answerApi({ 'GET /api/kb/help': landing });
    renderWithProviders(<HelpPage />, { route: '/help' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    const mostUseful = await screen.findByRole('list', { name: 'Artículos más útiles' });
    expect(
      within(mostUseful)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Conectarse a la VPN', 'Configurar la impresora']);
    const networks = screen.getByRole('region', { name: 'Redes' });
    expect(within(networks).getByText('7 artículos')).toBeInTheDocument();
    expect(within(networks).getByRole('link', { name: 'Conectarse a la VPN' })).toHaveAttribute('href', '/help/articles/2');
    expect(within(screen.getByRole('region', { name: 'Soporte TI' })).getByText('1 artículo')).toBeInTheDocument();
  });

  it('searches once the typing stops and marks the words found, rendering nothing but <mark>', async () => {
    const sent = answerApi({ 'GET /api/kb/help': landing, 'GET /api/kb/search': found });
    renderWithProviders(<HelpPage />, { route: '/help' });
    await screen.findByRole('list', { name: 'Artículos más útiles' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar en la ayuda' }), 'impresora');
    const results = await screen.findByRole('list', { name: 'Resultados de la búsqueda' });
    expect(screen.getByText('1 artículo encontrado')).toBeInTheDocument();
    // One call, for the whole text: the keystrokes before it were not sent.
    expect(sent.filter((call) => call.path.startsWith('/api/kb/search'))).toEqual([
      { method: 'GET', path: '/api/kb/search?q=impresora', body: null },
    ]);
    const link = within(results).getByRole('link', { name: 'Configurar la impresora' });
    expect(link).toHaveAttribute('href', '/help/articles/1');
    expect(link.querySelector('mark')).toHaveTextContent('impresora');
    const marks = results.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['impresora', 'impresora']);
    expect(results.querySelector('img, b, script')).toBeNull();
    expect(within(results).getByText(/revise <img src=x onerror=alert\(1\)> el cable\./)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Artículos más útiles' })).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Buscar en la ayuda' }));
    expect(await screen.findByRole('list', { name: 'Artículos más útiles' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Resultados de la búsqueda' })).not.toBeInTheDocument());
  });
});
