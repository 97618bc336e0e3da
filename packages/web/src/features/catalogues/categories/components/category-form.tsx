// General data of a category (spec 3, 5): code and detail, responsible ('Requerido'), department, and whether it
// is public and for whom. New categories are active and private (spec 4).
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { categoryInput, type Category, type CategoryInput } from '@tms/contracts';
import { codeOptions } from '@/components/form/code-options';
import { FormAutocompleteField } from '@/components/form/form-autocomplete-field';
import { FormTextField } from '@/components/form/form-text-field';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeDetailFields } from '@/components/catalogue-kit/components/code-detail-fields';
import { FormOwnerField } from '@/components/catalogue-kit/components/form-owner-field';
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
  code: category?.code ?? '',
  detail: category?.detail ?? '',
  descriptions: category?.descriptions ?? '',
  ownerId: category?.ownerId ?? null,
  deparmentId: category?.deparmentId ?? null,
  isPublic: category?.isPublic ?? false,
  isActive: category?.isActive ?? true,
  categoryConfigs: publicConfigIds(category?.categoryConfigs ?? []),
});

interface CategoryFormProps extends CatalogueRecordFormProps {
  category?: Category;
}

export function CategoryForm({ category, active, onSaved }: CategoryFormProps) {
  const departments = useDepartmentOptions();
  const { form, submit, saving } = useCatalogueRecordForm({
    record: category,
    useCreate: useCreateCategory,
    useUpdate: useUpdateCategory,
    resolver,
    defaultValues: formValues(category),
    fields,
    onSaved,
    active,
  });
  const { control } = form;
  return (
    <CatalogueForm label="Datos generales" onSubmit={submit} saving={saving}>
      <CodeDetailFields control={control} />
      <Grid size={12}>
        <FormTextField control={control} name="descriptions" label="Información adicional" multiline minRows={2} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormOwnerField control={control} name="ownerId" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormAutocompleteField
          control={control}
          name="deparmentId"
          label="Departamento"
          options={codeOptions(departments.data)}
          loading={departments.isLoading}
        />
      </Grid>
      <ActiveField control={control} />
      <PublicEntityTypesField control={control} publicName="isPublic" configsName="categoryConfigs" />
    </CatalogueForm>
  );
}
