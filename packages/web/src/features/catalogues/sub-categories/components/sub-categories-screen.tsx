// The sub-categories catalogue (docs/product/catalogues.md#sub-categories; 5 rows a page). On its own screen it lists
// the sub-categories the user is responsible for, or all of them ('Ver todas', permission 9), filtered by category;
// inside a category it lists that category's sub-categories.
import { useState } from 'react';
import { Permission, type SubCategory } from '@tms/contracts';
import { CatalogueScreen } from '@/components/catalogue-kit/components/catalogue-screen';
import { useHasPermission } from '@/lib/permissions/use-has-permission';
import { byCode } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { useCategorySubCategories } from '../api/get-category-sub-categories';
import { useDeleteSubCategory } from '../api/delete-sub-category';
import { useResponsibleSubCategories } from '../api/get-responsible-sub-categories';
import { useSubCategories } from '../api/get-sub-categories';
import { CategoryFilter } from './category-filter';
import { SubCategoriesScopeNotice, type SubCategoriesScope } from './sub-categories-scope';
import { embeddedColumns, standaloneColumns } from './sub-category-columns';
import { SubCategoryDetail, type ParentCategory } from './sub-category-detail';

const PAGE_SIZE = 5;

interface SubCategoriesScreenProps {
  /** The category this screen is inside of; none for the standalone screen. */
  category?: ParentCategory;
  /** Whether the screen is on screen (inside a category it lives in a tab). */
  active?: boolean;
  /** Told whether a sub-category is open (inside a category, it takes the screen from the category's own tabs). */
  onDetailOpenChange?: (open: boolean) => void;
}

export function SubCategoriesScreen({ category, active = true, onDetailOpenChange }: SubCategoriesScreenProps) {
  const embedded = !!category;
  const canListAll = useHasPermission(Permission.SubCategories);
  const [scope, setScope] = useState<SubCategoriesScope>('responsible');
  const listsAll = !embedded && scope === 'all' && canListAll;
  const responsible = useResponsibleSubCategories(!embedded && !listsAll);
  const all = useSubCategories(listsAll);
  const ofCategory = useCategorySubCategories(category?.id ?? null);
  const list = embedded ? ofCategory : listsAll ? all : responsible;
  const remove = useDeleteSubCategory();
  const [categoryFilter, setCategoryFilter] = useState<number | null>(null);
  const changeScope = (next: SubCategoriesScope) => {
    setScope(next);
    setCategoryFilter(null);
  };
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
        !embedded && (
          <>
            <SubCategoriesScopeNotice scope={listsAll ? 'all' : 'responsible'} canListAll={canListAll} onChange={changeScope} />
            <CategoryFilter subCategories={list.data ?? []} value={categoryFilter} onChange={setCategoryFilter} />
          </>
        )
      }
      deletion={{ itemName: byCode, remove: remove.mutateAsync, label: 'Eliminar' }}
      renderDetail={(props) => (
        <SubCategoryDetail {...props} category={category ?? null} active={active} onOpenChange={onDetailOpenChange} />
      )}
    />
  );
}
