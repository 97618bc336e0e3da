// CategoryFields, shared by the mailbox and ticket forms: the sub-category waits for a category, choosing another
// category empties it, and a saved record's choices stay offered when the lists no longer hold them.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { Grid } from '@mui/material';
import { answerApi } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { CategoryFields, type CategoryFieldsProps } from './category-fields';

interface Values {
  categoryId: number | null;
  subCategoryId: number | null;
}

const labels = { category: 'Categoría', subCategory: 'Subcategoría' };

const saved = {
  category: { value: 9, label: 'Antigua' },
  subCategory: { value: 90, label: 'Antigua sub' },
};

function Harness({ values, ...props }: { values: Values } & Omit<CategoryFieldsProps<Values>, 'form' | 'labels'>) {
  const form = useForm<Values>({ defaultValues: values });
  const subCategoryId = useWatch({ control: form.control, name: 'subCategoryId' });
  return (
    <Grid container>
      <CategoryFields form={form} labels={labels} {...props} />
      <output aria-label="Subcategoría elegida">{String(subCategoryId)}</output>
    </Grid>
  );
}

const field = (name: string) => screen.getByRole('combobox', { name });

async function choose(name: string, option: string) {
  await userEvent.click(field(name));
  await userEvent.click(await within(screen.getByRole('listbox')).findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('CategoryFields', () => {
  it('keeps the sub-category disabled until a category is chosen', async () => {
    answerApi({
      'GET /api/categories/all': [{ id: 2, code: 'Sistemas' }],
      'GET /api/categories/2/subcategories/all': [{ id: 5, code: 'Correo' }],
    });
    renderWithProviders(
      <Harness
        values={{ categoryId: null, subCategoryId: null }}
        saved={undefined}
        subCategoryHint="Elija primero la categoría."
      />,
    );
    expect(field('Subcategoría')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Elija primero la categoría.')).toBeInTheDocument();

    await choose('Categoría', 'Sistemas');
    await waitFor(() => expect(field('Subcategoría')).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByText('Elija primero la categoría.')).not.toBeInTheDocument();
  });

  it('empties the sub-category when another category is chosen', async () => {
    answerApi({
      'GET /api/categories/all': [
        { id: 2, code: 'Sistemas' },
        { id: 3, code: 'Redes' },
      ],
      'GET /api/categories/2/subcategories/all': [{ id: 5, code: 'Correo' }],
      'GET /api/categories/3/subcategories/all': [{ id: 6, code: 'VPN' }],
    });
    renderWithProviders(<Harness values={{ categoryId: 2, subCategoryId: 5 }} saved={undefined} />);
    await waitFor(() => expect(field('Subcategoría')).toHaveTextContent('Correo'));

    await choose('Categoría', 'Redes');
    expect(screen.getByRole('status', { name: 'Subcategoría elegida' })).toHaveTextContent('null');
  });

  it("offers a saved record's category and sub-category the lists no longer hold", async () => {
    answerApi({ 'GET /api/categories/all': [{ id: 2, code: 'Sistemas' }], 'GET /api/categories/9/subcategories/all': [] });
    renderWithProviders(<Harness values={{ categoryId: 9, subCategoryId: 90 }} saved={saved} />);
    expect(field('Categoría')).toHaveTextContent('Antigua');
    expect(field('Subcategoría')).toHaveTextContent('Antigua sub');
  });

  it('keeps the sub-category disabled while the chosen category offers none, when told to', async () => {
    answerApi({
      'GET /api/categories/all': [{ id: 2, code: 'Sistemas' }],
      'GET /api/categories/2/subcategories/all': [],
    });
    renderWithProviders(<Harness values={{ categoryId: 2, subCategoryId: null }} saved={undefined} lockEmptySubCategories />);
    await waitFor(() => expect(field('Categoría')).toHaveTextContent('Sistemas'));
    expect(field('Subcategoría')).toHaveAttribute('aria-disabled', 'true');
  });
});
