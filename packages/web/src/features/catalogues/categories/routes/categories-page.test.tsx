// A sub-category opened inside its category (issue #24: two levels of tabs and two back arrows): the category's
// heading and tabs step aside, and one breadcrumb 'Categorías › {categoría} › {subcategoría}' leads back to the
// category's sub-categories or to the categories. Deleting a category asks with the action it offers, 'Eliminar'.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, SubCategory } from '@tms/contracts';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { CategoriesPage } from './categories-page';

const SLOW_SCREEN_MS = 60_000;

const soporte = {
  id: 3,
  code: 'Soporte TI',
  detail: 'Soporte técnico',
  ownerId: 5,
  ownerName: 'Ana Agente',
  isPublic: false,
  isActive: true,
  categoryConfigs: [],
} as unknown as Category;
const correo = {
  id: 9,
  categoryId: 3,
  categoryName: 'Soporte TI',
  code: 'Correo',
  detail: 'Cuentas de correo',
  ownerId: 5,
  ownerName: 'Ana Agente',
  sla: 0,
  isPublic: false,
  isActive: true,
  userGroupId: null,
  subCategoryConfigs: [],
} as unknown as SubCategory;

let sent: ReturnType<typeof answerApi>;

beforeEach(() => {
  sent = answerApi({
    'GET /api/categories': [soporte],
    'GET /api/categories/3': soporte,
    'DELETE /api/categories/3': { result: true },
    'GET /api/categories/3/subcategories': [correo],
    'GET /api/categoryLocations/category/3/owner/:ownerId': [],
    'GET /api/subcategories/9': correo,
    'GET /api/subcategorylocations/subcategory/9/owner/:ownerId': [],
    'GET /api/prioritylevel/subcategory/9': [],
    'GET /api/responsetimetypes/all': [],
    'GET /api/users/all': [{ id: 5, userName: 'agente', displayName: 'Ana Agente' }],
    'GET /api/deparments/all': [],
    'GET /api/usergroups/all': [],
    'GET /api/entitytypes/all': [],
    'GET /api/categories/all': [],
  });
});

const trail = () => screen.getByRole('navigation', { name: 'Ruta de navegación' });
const openSoporte = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Categoria: Soporte TI' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'SubCategorias' }));
  const subCategories = await screen.findByRole('grid', { name: 'SubCategorias' });
  await userEvent.click(await within(subCategories).findByRole('button', { name: 'Editar' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Subcategoria: Correo' })).toBeInTheDocument();
};

describe('CategoriesPage', () => {
  it(
    'shows an open sub-category with one breadcrumb and its own tabs only, and goes back through it',
    async () => {
      renderWithProviders(<CategoriesPage />);
      await openSoporte();

      expect(within(trail()).getByRole('button', { name: 'Categorías' })).toBeInTheDocument();
      expect(within(trail()).getByText('Correo')).toHaveAttribute('aria-current', 'page');
      expect(screen.queryByRole('button', { name: 'Regresar' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      // Only the sub-category's tabs are on screen; the category's wait, hidden, for the way back.
      expect(screen.getAllByRole('tablist')).toHaveLength(1);
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Datos generales', 'Sucursales', 'SLA']);

      await userEvent.click(within(trail()).getByRole('button', { name: 'Soporte TI' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Categoria: Soporte TI' })).toBeInTheDocument();
      expect(screen.getByRole('grid', { name: 'SubCategorias' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'SubCategorias' })).toHaveAttribute('aria-selected', 'true');

      await userEvent.click(within(screen.getByRole('grid', { name: 'SubCategorias' })).getByRole('button', { name: 'Editar' }));
      await screen.findByRole('heading', { level: 1, name: 'Subcategoria: Correo' });
      await userEvent.click(within(trail()).getByRole('button', { name: 'Categorías' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Categorias' })).toBeInTheDocument();
    },
    SLOW_SCREEN_MS,
  );

  it("asks '¿Seguro que desea eliminar el registro …?' for 'Eliminar'", async () => {
    renderWithProviders(<CategoriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(within(dialog).getByText('¿Seguro que desea eliminar el registro Soporte TI?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(sent).toContainEqual({ method: 'DELETE', path: '/api/categories/3', body: null }));
  });
});
