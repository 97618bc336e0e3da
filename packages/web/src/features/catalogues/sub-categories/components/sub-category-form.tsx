// General data of a sub-category (docs/product/catalogues.md#sub-categories): its category (fixed when the screen is
// inside a category), code and detail, responsible ('Requerido'), group, fallback SLA in hours, and whether it is
// public and for whom.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormCells } from '@/components/form/form-cells';
import { subCategoryInput, type SubCategory } from '@tms/contracts';
import { FormCodeAutocompleteField } from '@/components/form/form-code-autocomplete-field';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormCodeSelectField } from '@/components/form/form-code-select-field';
import { useCategories } from '@/lib/lookups/get-categories';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ClassifierFields } from '@/components/catalogue-kit/components/classifier-fields';
import { ActiveField } from '@/components/catalogue-kit/components/code-detail-fields';
import { PublicEntityTypesField } from '@/components/catalogue-kit/components/public-entity-types-field';
import {
  useCatalogueRecordForm,
  type CatalogueRecordFormProps,
} from '@/components/catalogue-kit/hooks/use-catalogue-record-form';
import { useCreateSubCategory } from '../api/create-sub-category';
import { useUserGroupOptions } from '@/lib/lookups/get-user-group-options';
import { useUpdateSubCategory } from '../api/update-sub-category';
import { subCategoryFields, subCategoryFormValues } from './sub-category-form-values';

const resolver = zodResolver(subCategoryInput);

interface SubCategoryFormProps extends CatalogueRecordFormProps {
  subCategory?: SubCategory;
  /** The category the screen is inside of, if any: the form then offers no category choice. */
  categoryId: number | null;
}

export function SubCategoryForm({ subCategory, categoryId, ...recordProps }: SubCategoryFormProps) {
  const categories = useCategories();
  const groups = useUserGroupOptions();
  const { form, submit, saving } = useCatalogueRecordForm({
    record: subCategory,
    useCreate: useCreateSubCategory,
    useUpdate: useUpdateSubCategory,
    resolver,
    defaultValues: subCategoryFormValues(subCategory, categoryId),
    fields: subCategoryFields,
    ...recordProps,
  });
  const { control } = form;
  return (
    <CatalogueForm label="Datos generales" onSubmit={submit} saving={saving}>
      <FormCells>
        {categoryId === null && (
          <FormCodeSelectField control={control} name="categoryId" label="Categoría" required items={categories.data} />
        )}
      </FormCells>
      <ClassifierFields control={control}>
        <FormCodeAutocompleteField control={control} name="userGroupId" label="Grupo" lookup={groups} />
        <FormNumberField
          control={control}
          name="sla"
          label="SLA (horas)"
          helperText="Se usa cuando la severidad no tiene nivel de SLA; 0 = sin vencimiento."
        />
      </ClassifierFields>
      <ActiveField control={control} />
      <PublicEntityTypesField control={control} publicName="isPublic" configsName="subCategoryConfigs" />
    </CatalogueForm>
  );
}
