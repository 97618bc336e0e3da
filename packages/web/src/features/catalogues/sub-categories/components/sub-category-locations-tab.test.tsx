// A sub-category's branches can be linked only where its category has a responsible. The tab says so
// before any editing: branches without one are locked and named, and with none at all the tab shows only the message.
// An unchecked branch shows no responsible (issue #24: it showed the default one) until it is checked.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { catalogueMessages, type SubCategory } from '@tms/contracts';
import { answerApi, successBody } from '@/lib/testing/api-answers';
import { server } from '@/lib/testing/api-server';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { SubCategoryLocationsTab } from './sub-category-locations-tab';

const branch = (id: number, code: string) => ({ id, code, detail: `Sucursal ${code}` });
const matriz = branch(1, 'Matriz');
const norte = branch(2, 'Norte');

const subCategoryRows = [
  { id: null, subCategoryId: 9, companyLocationId: 1, companyLocation: matriz, ownerId: 3, isActive: false },
  { id: null, subCategoryId: 9, companyLocationId: 2, companyLocation: norte, ownerId: 3, isActive: false },
];

let categoryRows: unknown[] = [];

beforeEach(() => {
  answerApi({
    'GET /api/subcategorylocations/subcategory/9/owner/:ownerId': subCategoryRows,
    'GET /api/users/all': [{ id: 3, userName: 'agente', displayName: 'Ana Agente' }],
  });
  // Each test sets the category's rows before it renders.
  server.use(http.get('/api/categoryLocations/category/4/owner/:ownerId', () => successBody(categoryRows)));
});

const subCategory = { id: 9, categoryId: 4, ownerId: 3, code: 'Accesos' } as SubCategory;

describe('sub-category branches', () => {
  it('with no branch responsible in the category, the tab shows only why', async () => {
    categoryRows = [
      { id: null, categoryId: 4, companyLocationId: 1, companyLocation: matriz, ownerId: 0, isActive: false },
      { id: null, categoryId: 4, companyLocationId: 2, companyLocation: norte, ownerId: 0, isActive: false },
    ];
    renderWithProviders(<SubCategoryLocationsTab subCategory={subCategory} active />);
    expect(await screen.findByText(catalogueMessages.categoryLocationsFirst)).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Sucursales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar sucursales' })).not.toBeInTheDocument();
  });

  it('branches without a responsible in the category are named and cannot be checked', async () => {
    categoryRows = [
      { id: 21, categoryId: 4, companyLocationId: 1, companyLocation: matriz, ownerId: 3, isActive: true },
      { id: null, categoryId: 4, companyLocationId: 2, companyLocation: norte, ownerId: 0, isActive: false },
    ];
    renderWithProviders(<SubCategoryLocationsTab subCategory={subCategory} active />);
    const grid = await screen.findByRole('grid', { name: 'Sucursales' });
    expect(
      await screen.findByText(`${catalogueMessages.categoryLocationsFirst}. Sin responsable en la categoría: Norte.`),
    ).toBeInTheDocument();
    const rowOf = (text: string) =>
      within(grid)
        .getAllByRole('row')
        .find((row) => row.textContent?.includes(text))!;
    expect(await within(rowOf('Norte')).findByRole('checkbox')).toBeDisabled();
    expect(within(rowOf('Matriz')).getByRole('checkbox')).toBeEnabled();
  });

  it('shows no responsible on an unchecked branch, and the default one once it is checked', async () => {
    categoryRows = [
      { id: 21, categoryId: 4, companyLocationId: 1, companyLocation: matriz, ownerId: 3, isActive: true },
      { id: 22, categoryId: 4, companyLocationId: 2, companyLocation: norte, ownerId: 3, isActive: true },
    ];
    renderWithProviders(<SubCategoryLocationsTab subCategory={subCategory} active />);
    const grid = await screen.findByRole('grid', { name: 'Sucursales' });
    const responsible = await within(grid).findByRole('combobox', { name: 'Responsable de Matriz' });
    expect(responsible).toHaveAttribute('aria-disabled', 'true');
    expect(responsible).not.toHaveTextContent('Ana Agente');

    const matrizRow = within(grid)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Matriz'))!;
    await userEvent.click(within(matrizRow).getByRole('checkbox'));
    const picked = within(grid).getByRole('combobox', { name: 'Responsable de Matriz' });
    expect(picked).not.toHaveAttribute('aria-disabled');
    expect(picked).toHaveTextContent('Ana Agente');
    expect(within(grid).getByRole('combobox', { name: 'Responsable de Norte' })).toHaveAttribute('aria-disabled', 'true');
  });
});
