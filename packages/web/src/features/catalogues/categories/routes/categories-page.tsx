// /categories (permission 8, 'Categorias'): the categories catalogue (docs/product/catalogues.md#categories; 15 rows
// a page). A category's detail has its general data and, once saved, its branches and its sub-categories; the
// sub-category screen is embedded here (composed by this route, the feature's entry point). An open sub-category takes
// the screen: the category's heading and tabs step aside for the sub-category's breadcrumb and tabs.
import { useState } from 'react';
import { CardContent } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { Category } from '@tms/contracts';
import type { CatalogueDetailProps } from '@/components/catalogue-kit/components/catalogue-screen';
import { cataloguePage } from '@/components/catalogue-kit/components/catalogue-page';
import { byCode } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { CatalogueRecordDetail, generalDataTab } from '@/components/catalogue-kit/components/catalogue-record-detail';
import type { CatalogueTab } from '@/components/catalogue-kit/components/catalogue-detail';
import { SubCategoriesScreen } from '@/features/catalogues/sub-categories';
import { activeColumn, codeColumn } from '@/components/catalogue-kit/lib/catalogue-columns';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { useCategory } from '../api/get-category';
import { CategoryForm } from '../components/category-form';
import { CategoryLocationsTab } from '../components/category-locations-tab';

const columns: GridColDef<Category>[] = [
  codeColumn(),
  { field: 'detail', headerName: 'Descripción', flex: 1.5, minWidth: 200 },
  { field: 'ownerName', headerName: 'Responsable', flex: 1, minWidth: 160 },
  { field: 'deparmentName', headerName: 'Departamento', flex: 1, minWidth: 150 },
  activeColumn(),
];

function CategoryDetail({ id, onSaved, onBack }: CatalogueDetailProps) {
  const query = useCategory(id);
  const [subCategoryOpen, setSubCategoryOpen] = useState(false);

  const tabs = (category: Category | undefined): CatalogueTab[] => [
    generalDataTab((active) => <CategoryForm category={category} active={active} onSaved={onSaved} />, 'Datos generales'),
    ...(category
      ? [
          { label: 'Sucursales', render: (active: boolean) => <CategoryLocationsTab category={category} active={active} /> },
          {
            label: 'SubCategorias',
            render: (active: boolean) => (
              <CardContent sx={subCategoryOpen ? { p: 0, '&:last-child': { pb: 0 } } : { p: { xs: 2, md: 3 } }}>
                <SubCategoriesScreen
                  category={{ id: category.id, code: category.code, onBack }}
                  active={active}
                  onDetailOpenChange={setSubCategoryOpen}
                />
              </CardContent>
            ),
          },
        ]
      : []),
  ];

  return (
    <CatalogueRecordDetail
      id={id}
      query={query}
      onBack={onBack}
      bare={subCategoryOpen}
      title={(category) => (category ? `Categoria: ${category.code}` : 'Nueva categoría')}
      tabs={tabs}
    />
  );
}

export const CategoriesPage = cataloguePage({
  title: 'Categorias',
  addLabel: 'Agregar categoría',
  columns,
  pageSize: 15,
  useRows: useCategories,
  useRemove: useDeleteCategory,
  deletion: { itemName: byCode, label: 'Eliminar' },
  Detail: CategoryDetail,
});
