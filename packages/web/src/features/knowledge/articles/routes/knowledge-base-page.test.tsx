// 'Base de conocimiento' (docs/product/self-service.md#knowledge-base): the writers' list opens an article's detail,
// whose 'Versiones' lists every save newest first; 'Restaurar' on an earlier one asks the server to restore it, says
// 'Versión restaurada.' and the form shows the restored content, the current version marked as such.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Article, ArticleRow, ArticleVersion } from '@tms/contracts';
import { answerApi, successBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { KnowledgeBasePage } from './knowledge-base-page';

const SLOW_SCREEN_MS = 60_000;

const counts = { views: 14, helpful: 5, notHelpful: 1, deflections: 2 };

const row: ArticleRow = {
  id: 12,
  title: 'Configurar la VPN (nuevo cliente)',
  categoryId: 1,
  categoryName: 'Soporte TI',
  subCategoryId: null,
  subCategoryName: null,
  audience: 'public',
  entityTypeIds: [2],
  status: 'published',
  version: 2,
  modifiedDate: '2026-11-30T18:00:00.000Z',
  modifiedByName: 'Administrador',
  counts,
};

const savedArticle: Article = {
  ...row,
  body: '<p>Use el nuevo cliente.</p>',
  createdDate: '2026-11-01T18:00:00.000Z',
  myFeedback: null,
  canEdit: true,
};

const version = (number: number, title: string, body: string, restoredFrom: number | null = null): ArticleVersion => ({
  id: 100 + number,
  version: number,
  title,
  body,
  categoryId: 1,
  subCategoryId: null,
  audience: 'public',
  entityTypeIds: [2],
  status: 'published',
  createdDate: `2026-11-${10 + number}T18:00:00.000Z`,
  createdBy: 1,
  createdByName: 'Administrador',
  restoredFrom,
});

const first = version(1, 'Configurar la VPN', '<p>Use el cliente de siempre.</p>');
const second = version(2, 'Configurar la VPN (nuevo cliente)', '<p>Use el nuevo cliente.</p>');

function answerScreen() {
  let current = savedArticle;
  let versions = [second, first];
  const sent = answerApi({
    'GET /api/kb/articles': { rows: [row], total: 1 },
    'GET /api/kb/articles/12': () => successBody(current),
    'GET /api/kb/articles/12/versions': () => successBody(versions),
    'POST /api/kb/articles/12/versions/101/restore': () => {
      current = { ...savedArticle, title: first.title, body: first.body, version: 3 };
      versions = [version(3, first.title, first.body, 1), second, first];
      return successBody(current);
    },
    'GET /api/categories/all': [{ id: 1, code: 'Soporte TI' }],
    'GET /api/categories/1/subcategories/all': [],
    'GET /api/entitytypes/all': [
      { id: 2, code: 'Cliente', detail: 'Clientes' },
      { id: 3, code: 'Proveedor', detail: 'Proveedores' },
    ],
  });
  return sent;
}

describe('KnowledgeBasePage', () => {
  it(
    "restores an earlier version from 'Versiones' and shows it in the form",
    async () => {
      const sent = answerScreen();
      renderWithProviders(<KnowledgeBasePage />, { route: '/knowledge-base' });
      const table = await screen.findByRole('grid', { name: 'Artículos' });
      const articleRow = await within(table).findByRole('row', { name: /Configurar la VPN \(nuevo cliente\)/ });
      expect(articleRow).toHaveTextContent('Publicado');
      await userEvent.click(within(articleRow).getByRole('button', { name: 'Editar' }));

      expect(await screen.findByRole('heading', { name: 'Artículo: Configurar la VPN (nuevo cliente)' })).toBeInTheDocument();
      // The writers' read counts no view.
      expect(sent.some((call) => call.path === '/api/kb/articles/12?countView=false')).toBe(true);
      await userEvent.click(screen.getByRole('tab', { name: 'Versiones' }));
      const list = await screen.findByRole('list', { name: 'Versiones del artículo' });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Versión 2', 'Versión 1']);
      expect(within(items[0]).getByText('Versión actual')).toBeInTheDocument();
      expect(within(items[0]).queryByRole('button', { name: 'Restaurar' })).not.toBeInTheDocument();

      await userEvent.click(within(items[1]).getByRole('button', { name: 'Restaurar' }));
      expect(await screen.findByText('Versión restaurada.')).toBeInTheDocument();
      await waitFor(() =>
        expect(
          within(list)
            .getAllByRole('heading')
            .map((heading) => heading.textContent),
        ).toEqual(['Versión 3', 'Versión 2', 'Versión 1']),
      );
      expect(within(list).getByText(/Restaurada de la versión 1/)).toBeInTheDocument();
      expect(sent.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', path: '/api/kb/articles/12/versions/101/restore', body: null },
      ]);

      await userEvent.click(screen.getByRole('tab', { name: 'Datos Generales' }));
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Configurar la VPN'));
      // The body's editor, made afresh for the restored version, loads its code again on a busy machine.
      const body = await screen.findByRole('textbox', { name: 'Contenido' }, { timeout: 20_000 });
      expect(body).toHaveTextContent('Use el cliente de siempre.');
    },
    SLOW_SCREEN_MS,
  );
});
