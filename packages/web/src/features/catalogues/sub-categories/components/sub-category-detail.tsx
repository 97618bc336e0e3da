// The detail of a sub-category (docs/product/catalogues.md#sub-categories): 'Datos generales', 'Sucursales' and
// 'SLA', the last two disabled until the first save. Inside a category, the title ('Categoria: {code} >
// Subcategoria: {code}') goes up to the category's heading; on its own screen it is 'Categoria: {name} >
// SubCategoria: {code}'.
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
}

interface SubCategoryDetailProps extends CatalogueDetailProps {
  category: ParentCategory | null;
  active: boolean;
  onTitleChange?: (title: string | null) => void;
}

const NEW_TITLE = 'Nueva subcategoría';

function titleOf(subCategory: SubCategory | undefined, category: ParentCategory | null) {
  if (category) return `Categoria: ${category.code} > Subcategoria: ${subCategory?.code ?? 'nueva'}`;
  return subCategory ? `Categoria: ${subCategory.categoryName} > SubCategoria: ${subCategory.code}` : NEW_TITLE;
}

export function SubCategoryDetail({ id, onSaved, onBack, category, active, onTitleChange }: SubCategoryDetailProps) {
  const query = useSubCategory(id);
  const title = titleOf(query.data, category);
  useEffect(() => {
    onTitleChange?.(title);
  }, [title, onTitleChange]);
  useEffect(() => () => onTitleChange?.(null), [onTitleChange]);

  return (
    <CatalogueRecordDetail
      id={id}
      query={query}
      onBack={onBack}
      active={active}
      level={category ? 'section' : 'page'}
      title={(subCategory) =>
        category ? (subCategory ? `Subcategoria: ${subCategory.code}` : NEW_TITLE) : titleOf(subCategory, null)
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
