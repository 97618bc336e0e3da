// The sub-categories an attachment rule applies to (docs/product/catalogues.md#attachment-rules: a sub-category is
// active for a rule only if linked): a checkable table, 5 rows a page (docs/product/conventions.md#limits-and-constants).
import { useMemo } from 'react';
import { Grid, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { AttachmentConfigInput } from '@tms/contracts';
import type { AnyFormControl } from '@/components/form/form-control';
import { FormSelectionTable } from '@/components/form/form-selection-table';
import { useAllSubCategories } from '@/lib/lookups/get-all-sub-categories';
import { useCategories } from '@/lib/lookups/get-categories';

const SUB_CATEGORIES_PAGE_SIZE = 5;

interface SubCategoryRow {
  id: number;
  code: string;
  detail: string;
  categoryName: string;
}

const columns: GridColDef<SubCategoryRow>[] = [
  { field: 'categoryName', headerName: 'Categoría', flex: 1, minWidth: 160 },
  { field: 'code', headerName: 'Subcategoría', flex: 1, minWidth: 160 },
  { field: 'detail', headerName: 'Descripción', flex: 1.5, minWidth: 200 },
];

export function AttachmentSubCategoriesField({ control }: { control: AnyFormControl<AttachmentConfigInput> }) {
  const subCategories = useAllSubCategories();
  const categories = useCategories();
  const rows = useMemo<SubCategoryRow[]>(() => {
    const categoryName = new Map((categories.data ?? []).map((category) => [category.id, category.code]));
    return (subCategories.data ?? []).map((subCategory) => ({
      ...subCategory,
      categoryName: categoryName.get(subCategory.categoryId) ?? '',
    }));
  }, [subCategories.data, categories.data]);
  return (
    <Grid size={12}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Subcategorías a las que aplica
      </Typography>
      <FormSelectionTable
        control={control}
        name="subCategories"
        label="Subcategorías"
        rows={rows}
        columns={columns}
        loading={subCategories.isLoading || categories.isLoading}
        pageSize={SUB_CATEGORIES_PAGE_SIZE}
      />
    </Grid>
  );
}
