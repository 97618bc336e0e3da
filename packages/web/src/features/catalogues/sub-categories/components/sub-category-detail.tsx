// The detail of a sub-category (docs/product/catalogues.md#sub-categories): 'Datos generales', 'Sucursales' and
// 'SLA', the last two disabled until the first save. On its own screen it is titled 'Categoria: {name} >
// SubCategoria: {code}' with a back button. Inside a category it takes the screen from the category's own tabs and
// shows the way back as one breadcrumb, 'Categorías › {categoría} › {subcategoría}', titled 'Subcategoria: {code}'.
import { useEffect } from 'react';
import type { SubCategory } from '@tms/contracts';
import type { CatalogueDetailProps } from '@/components/catalogue-kit/components/catalogue-screen';
import { CatalogueRecordDetail, generalDataTab } from '@/components/catalogue-kit/components/catalogue-record-detail';
import { useSubCategory } from '../api/get-sub-category';
import { SubCategoryForm } from './sub-category-form';
import { SubCategoryLocationsTab } from './sub-category-locations-tab';
import { SubCategorySlaTab } from './sub-category-sla-tab';

/** The category a sub-category screen is inside of. */
export interface ParentCategory {
  id: number;
  code: string;
  /** Back to the categories list (the breadcrumb's 'Categorías'). */
  onBack: () => void;
}

interface SubCategoryDetailProps extends CatalogueDetailProps {
  category: ParentCategory | null;
  active: boolean;
  /** Told true while the detail is open, false once it closes (the category steps aside meanwhile). */
  onOpenChange?: (open: boolean) => void;
}

const NEW_TITLE = 'Nueva subcategoría';

function titleOf(subCategory: SubCategory | undefined, category: ParentCategory | null) {
  if (category) return subCategory ? `Subcategoria: ${subCategory.code}` : NEW_TITLE;
  return subCategory ? `Categoria: ${subCategory.categoryName} > SubCategoria: ${subCategory.code}` : NEW_TITLE;
}

export function SubCategoryDetail({ id, onSaved, onBack, category, active, onOpenChange }: SubCategoryDetailProps) {
  const query = useSubCategory(id);
  useEffect(() => {
    onOpenChange?.(true);
    return () => onOpenChange?.(false);
  }, [onOpenChange]);

  return (
    <CatalogueRecordDetail
      id={id}
      query={query}
      onBack={onBack}
      active={active}
      title={(subCategory) => titleOf(subCategory, category)}
      trail={
        category
          ? (subCategory) => [
              { label: 'Categorías', onClick: category.onBack },
              { label: category.code, onClick: onBack },
              { label: subCategory?.code ?? NEW_TITLE },
            ]
          : undefined
      }
      tabs={(subCategory) => [
        generalDataTab(
          (tabActive) => (
            <SubCategoryForm subCategory={subCategory} categoryId={category?.id ?? null} active={tabActive} onSaved={onSaved} />
          ),
          'Datos generales',
        ),
        {
          label: 'Sucursales',
          disabled: !subCategory,
          render: (tabActive) => subCategory && <SubCategoryLocationsTab subCategory={subCategory} active={tabActive} />,
        },
        {
          label: 'SLA',
          disabled: !subCategory,
          render: (tabActive) => subCategory && <SubCategorySlaTab subCategoryId={subCategory.id} active={tabActive} />,
        },
      ]}
    />
  );
}
