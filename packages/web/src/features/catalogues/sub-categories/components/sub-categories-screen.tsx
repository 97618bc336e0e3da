// The sub-categories catalogue (docs/product/catalogues.md#sub-categories; 5 rows a page). On its own screen it lists
// the sub-categories the user is responsible for, filtered by category; inside a category it lists that category's sub-categories.
import { useState } from 'react';
import type { SubCategory } from '@tms/contracts';
import { CatalogueScreen } from '@/components/catalogue-kit/components/catalogue-screen';
import { byCode } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { useCategorySubCategories } from '../api/get-category-sub-categories';
import { useDeleteSubCategory } from '../api/delete-sub-category';
import { useResponsibleSubCategories } from '../api/get-responsible-sub-categories';
import { CategoryFilter } from './category-filter';
import { embeddedColumns, standaloneColumns } from './sub-category-columns';
import { SubCategoryDetail, type ParentCategory } from './sub-category-detail';

const PAGE_SIZE = 5;

interface SubCategoriesScreenProps {
  /** The category this screen is inside of; none for the standalone screen. */
  category?: ParentCategory;
  /** Whether the screen is on screen (inside a category it lives in a tab). */
  active?: boolean;
  /** Receives the open sub-category's title, or null when none is open (the category shows it as its heading). */
  onTitleChange?: (title: string | null) => void;
}

export function SubCategoriesScreen({ category, active = true, onTitleChange }: SubCategoriesScreenProps) {
  const embedded = !!category;
  const responsible = useResponsibleSubCategories(!embedded);
  const ofCategory = useCategorySubCategories(category?.id ?? null);
  const list = embedded ? ofCategory : responsible;
  const remove = useDeleteSubCategory();
  const [categoryFilter, setCategoryFilter] = useState<number | null>(null);
  const rows = (list.data ?? []).filter((subCategory) => categoryFilter === null || subCategory.categoryId === categoryFilter);

  return (
    <CatalogueScreen<SubCategory>
      title="SubCategorias"
      addLabel="Agregar subcategoría"
      level={embedded ? 'section' : 'page'}
      rows={rows}
      loading={list.isFetching}
      columns={embedded ? embeddedColumns : standaloneColumns}
      pageSize={PAGE_SIZE}
      filters={
        !embedded && <CategoryFilter subCategories={list.data ?? []} value={categoryFilter} onChange={setCategoryFilter} />
      }
      deletion={{ itemName: byCode, remove: remove.mutateAsync, label: 'Eliminar' }}
      renderDetail={(props) => (
        <SubCategoryDetail {...props} category={category ?? null} active={active} onTitleChange={onTitleChange} />
      )}
    />
  );
}
