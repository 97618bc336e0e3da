// General data of a sub-category (spec 3, 5): its category (fixed when the screen is inside a category), code and
// detail, responsible ('Requerido'), group, fallback SLA in hours, and whether it is public and for whom.
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { subCategoryInput, type SubCategory } from '@tms/contracts';
import { FormAutocompleteField } from '@/components/form/form-autocomplete-field';
import { FormNumberField } from '@/components/form/form-number-field';
import { codeOptions } from '@/components/form/code-options';
import { FormCodeSelectField } from '@/components/form/form-code-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { useCategories } from '@/lib/lookups/get-categories';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeDetailFields } from '@/components/catalogue-kit/components/code-detail-fields';
import { FormOwnerField } from '@/components/catalogue-kit/components/form-owner-field';
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

export function SubCategoryForm({ subCategory, categoryId, active, onSaved }: SubCategoryFormProps) {
  const categories = useCategories();
  const groups = useUserGroupOptions();
  const { form, submit, saving } = useCatalogueRecordForm({
    record: subCategory,
    useCreate: useCreateSubCategory,
    useUpdate: useUpdateSubCategory,
    resolver,
    defaultValues: subCategoryFormValues(subCategory, categoryId),
    fields: subCategoryFields,
    onSaved,
    active,
  });
  const { control } = form;
  const half = { xs: 12, md: 6 };
  return (
    <CatalogueForm label="Datos generales" onSubmit={submit} saving={saving}>
      {categoryId === null && (
        <Grid size={half}>
          <FormCodeSelectField control={control} name="categoryId" label="Categoría" required items={categories.data} />
        </Grid>
      )}
      <CodeDetailFields control={control} />
      <Grid size={12}>
        <FormTextField control={control} name="descriptions" label="Información adicional" multiline minRows={2} />
      </Grid>
      <Grid size={half}>
        <FormOwnerField control={control} name="ownerId" />
      </Grid>
      <Grid size={half}>
        <FormAutocompleteField
          control={control}
          name="userGroupId"
          label="Grupo"
          options={codeOptions(groups.data)}
          loading={groups.isLoading}
        />
      </Grid>
      <Grid size={half}>
        <FormNumberField
          control={control}
          name="sla"
          label="SLA (horas)"
          helperText="Se usa cuando la severidad no tiene nivel de SLA; 0 = sin vencimiento."
        />
      </Grid>
      <ActiveField control={control} />
      <PublicEntityTypesField control={control} publicName="isPublic" configsName="subCategoryConfigs" />
    </CatalogueForm>
  );
}
