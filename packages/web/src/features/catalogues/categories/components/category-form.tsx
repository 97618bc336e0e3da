// General data of a category (docs/product/catalogues.md#categories): code and detail, responsible ('Requerido'),
// department, and whether it is public and for whom. New categories are active and private.
import { zodResolver } from '@hookform/resolvers/zod';
import { categoryInput, type Category, type CategoryInput } from '@tms/contracts';
import { FormCodeAutocompleteField } from '@/components/form/form-code-autocomplete-field';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ClassifierFields } from '@/components/catalogue-kit/components/classifier-fields';
import { ActiveField, codeDetailValues } from '@/components/catalogue-kit/components/code-detail-fields';
import { PublicEntityTypesField } from '@/components/catalogue-kit/components/public-entity-types-field';
import {
  useCatalogueRecordForm,
  type CatalogueRecordFormProps,
} from '@/components/catalogue-kit/hooks/use-catalogue-record-form';
import { publicConfigIds } from '@/components/catalogue-kit/lib/public-configs';
import { useCreateCategory } from '../api/create-category';
import { useDepartmentOptions } from '@/lib/lookups/get-department-options';
import { useUpdateCategory } from '../api/update-category';

const resolver = zodResolver(categoryInput);
const fields = ['code', 'detail', 'descriptions', 'ownerId', 'deparmentId', 'isPublic', 'isActive', 'categoryConfigs'] as const;

const formValues = (category?: Category): CategoryInput => ({
  ...codeDetailValues(category),
  descriptions: category?.descriptions ?? '',
  ownerId: category?.ownerId ?? null,
  deparmentId: category?.deparmentId ?? null,
  isPublic: category?.isPublic ?? false,
  categoryConfigs: publicConfigIds(category?.categoryConfigs ?? []),
});

interface CategoryFormProps extends CatalogueRecordFormProps {
  category?: Category;
}

export function CategoryForm({ category, ...recordProps }: CategoryFormProps) {
  const departments = useDepartmentOptions();
  const { form, submit, saving } = useCatalogueRecordForm({
    record: category,
    useCreate: useCreateCategory,
    useUpdate: useUpdateCategory,
    resolver,
    defaultValues: formValues(category),
    fields,
    ...recordProps,
  });
  const { control } = form;
  return (
    <CatalogueForm label="Datos generales" onSubmit={submit} saving={saving}>
      <ClassifierFields control={control}>
        <FormCodeAutocompleteField control={control} name="deparmentId" label="Departamento" lookup={departments} />
      </ClassifierFields>
      <ActiveField control={control} />
      <PublicEntityTypesField control={control} publicName="isPublic" configsName="categoryConfigs" />
    </CatalogueForm>
  );
}
