// The writers' form of an article (docs/product/self-service.md#knowledge-base): a new one asks for its title, category
// and body in Spanish before any call; a public article names whom it is for (clients, providers) and is saved with
// them; the server's Spanish field messages (a 400's data.fields) land on their fields.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { knowledgeMessages, messages, type Article } from '@tms/contracts';
import { answerApi, failBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { ArticleForm } from './article-form';

const SLOW_FORM_MS = 60_000;

const article: Article = {
  id: 12,
  title: 'Configurar la VPN',
  body: '<p>Instale el cliente y entre con su usuario.</p>',
  categoryId: 1,
  categoryName: 'Soporte TI',
  subCategoryId: 5,
  subCategoryName: 'Redes',
  audience: 'internal',
  entityTypeIds: [],
  status: 'draft',
  version: 2,
  modifiedDate: '2026-11-30T18:00:00.000Z',
  modifiedByName: 'Administrador',
  createdDate: '2026-11-01T18:00:00.000Z',
  counts: { views: 0, helpful: 0, notHelpful: 0, deflections: 0 },
  myFeedback: null,
  canEdit: true,
};

const lookups = {
  'GET /api/categories/all': [{ id: 1, code: 'Soporte TI' }],
  'GET /api/categories/1/subcategories/all': [{ id: 5, code: 'Redes', categoryId: 1 }],
  'GET /api/entitytypes/all': [
    { id: 1, code: 'Usuario interno', detail: 'Personal' },
    { id: 2, code: 'Cliente', detail: 'Clientes' },
    { id: 3, code: 'Proveedor', detail: 'Proveedores' },
  ],
} as const;

const form = () => screen.getByRole('form', { name: 'Datos Generales' });

describe('ArticleForm', () => {
  it(
    'asks for the title, the category and the body in Spanish without calling the server',
    async () => {
      const sent = answerApi({ ...lookups, 'POST /api/kb/articles': article });
      renderWithProviders(<ArticleForm active onSaved={vi.fn()} />);
      await userEvent.click(within(form()).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(knowledgeMessages.titleRequired)).toBeInTheDocument();
      expect(screen.getByText(knowledgeMessages.categoryRequired)).toBeInTheDocument();
      expect(screen.getByText(knowledgeMessages.bodyRequired)).toBeInTheDocument();
      expect(sent.filter((call) => call.method === 'POST')).toEqual([]);
    },
    SLOW_FORM_MS,
  );

  it(
    'shows the server’s field messages on their fields',
    async () => {
      const fields = { title: 'Ya existe un artículo con ese título.', subCategoryId: knowledgeMessages.subCategoryOutside };
      const sent = answerApi({
        ...lookups,
        'PUT /api/kb/articles/12': () => failBody(400, messages.badRequest, fields, 'request.invalid'),
      });
      const onSaved = vi.fn();
      renderWithProviders(<ArticleForm article={article} active onSaved={onSaved} />);
      await userEvent.click(within(form()).getByRole('button', { name: 'Guardar' }));

      const title = await screen.findByRole('textbox', { name: 'Título' });
      await waitFor(() => expect(title).toHaveAccessibleDescription(fields.title));
      expect(title).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('combobox', { name: 'Subcategoría' })).toHaveAccessibleDescription(
        knowledgeMessages.subCategoryOutside,
      );
      expect(onSaved).not.toHaveBeenCalled();
      expect(sent.find((call) => call.method === 'PUT')?.body).toEqual({
        title: 'Configurar la VPN',
        body: '<p>Instale el cliente y entre con su usuario.</p>',
        categoryId: 1,
        subCategoryId: 5,
        audience: 'internal',
        entityTypeIds: [],
        status: 'draft',
      });
    },
    SLOW_FORM_MS,
  );

  it(
    'publishes an article for clients once whom it is for is chosen',
    async () => {
      const sent = answerApi({ ...lookups, 'PUT /api/kb/articles/12': { ...article, status: 'published', version: 3 } });
      const onSaved = vi.fn();
      renderWithProviders(<ArticleForm article={article} active onSaved={onSaved} />);
      await userEvent.click(screen.getByRole('combobox', { name: 'Audiencia' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Público' }));
      await userEvent.click(screen.getByRole('combobox', { name: 'Estado' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Publicado' }));

      await userEvent.click(within(form()).getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(knowledgeMessages.entityTypesRequired)).toBeInTheDocument();
      const readers = await screen.findByRole('grid', { name: 'Dirigido a' });
      expect(within(readers).queryByText('Usuario interno')).not.toBeInTheDocument();
      await userEvent.click(within(within(readers).getByRole('row', { name: /Cliente/ })).getByRole('checkbox'));

      await userEvent.click(within(form()).getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(12));
      expect(sent.find((call) => call.method === 'PUT')?.body).toMatchObject({
        audience: 'public',
        entityTypeIds: [2],
        status: 'published',
      });
    },
    SLOW_FORM_MS,
  );
});
