// An attachment rule (docs/product/catalogues.md#attachment-rules): extension, sizes in Kb (0 by default; a maximum
// of 0 leaves only the company's FileAttachmentSize limit, in MB), naming convention ('*' stands for any text), flags
// and its sub-categories.
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import {
  attachmentConfigInput,
  DEFAULT_FILE_ATTACHMENT_SIZE_MB,
  FILE_ATTACHMENT_SIZE,
  type AttachmentConfig,
  type AttachmentConfigInput,
} from '@tms/contracts';
import { FormCells, THIRD_ROW } from '@/components/form/form-cells';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormSwitchField } from '@/components/form/form-switch-field';
import { FormTextField } from '@/components/form/form-text-field';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField } from '@/components/catalogue-kit/components/code-detail-fields';
import {
  useCatalogueRecordForm,
  type CatalogueRecordFormProps,
} from '@/components/catalogue-kit/hooks/use-catalogue-record-form';
import { useCompanySettings } from '@/lib/settings/get-company-settings';
import { useCreateAttachmentConfig } from '../api/create-attachment-config';
import { useUpdateAttachmentConfig } from '../api/update-attachment-config';
import { AttachmentSubCategoriesField } from './attachment-sub-categories-field';

const resolver = zodResolver(attachmentConfigInput);
const fields = ['fileExt', 'minSize', 'maxSize', 'namingConvention', 'isRequired', 'isActive', 'subCategories'] as const;
const KB_PER_MB = 1024;

const formValues = (config?: AttachmentConfig): AttachmentConfigInput => ({
  fileExt: config?.fileExt ?? '',
  minSize: config?.minSize ?? 0,
  maxSize: config?.maxSize ?? 0,
  namingConvention: config?.namingConvention ?? '*',
  isRequired: config?.isRequired ?? false,
  isActive: config?.isActive ?? true,
  subCategories: config?.subCategories ?? [],
});

function useCompanyLimitKb(): number {
  const settings = useCompanySettings();
  const megabytes = Number(settings.data?.items.find((item) => item.code === FILE_ATTACHMENT_SIZE)?.detail);
  return (megabytes > 0 ? megabytes : DEFAULT_FILE_ATTACHMENT_SIZE_MB) * KB_PER_MB;
}

interface AttachmentConfigFormProps extends CatalogueRecordFormProps {
  config?: AttachmentConfig;
}

export function AttachmentConfigForm({ config, ...recordProps }: AttachmentConfigFormProps) {
  const limitKb = useCompanyLimitKb();
  const { form, submit, saving } = useCatalogueRecordForm({
    record: config,
    useCreate: useCreateAttachmentConfig,
    useUpdate: useUpdateAttachmentConfig,
    resolver,
    defaultValues: formValues(config),
    fields,
    ...recordProps,
  });
  const { control } = form;
  return (
    <CatalogueForm label="Datos Generales" onSubmit={submit} saving={saving}>
      <FormCells size={THIRD_ROW}>
        <FormTextField
          control={control}
          name="fileExt"
          label="Extensión"
          required
          autoComplete="off"
          helperText="Sin punto, por ejemplo: pdf"
        />
      </FormCells>
      <FormCells size={{ xs: 6, md: 4 }}>
        <FormNumberField control={control} name="minSize" label="Tamaño mínimo (Kb)" required />
        <FormNumberField
          control={control}
          name="maxSize"
          label="Tamaño máximo (Kb)"
          required
          helperText={`0 = hasta ${limitKb} Kb, el límite de la empresa`}
        />
      </FormCells>
      <FormCells size={{ xs: 12, md: 8 }}>
        <FormTextField
          control={control}
          name="namingConvention"
          label="Nomenclatura"
          required
          autoComplete="off"
          helperText="Patrón del nombre del archivo; * representa cualquier texto (factura-*)."
        />
      </FormCells>
      <Grid size={{ xs: 6, md: 2 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormSwitchField control={control} name="isRequired" label="Requerido" />
      </Grid>
      <ActiveField control={control} />
      <AttachmentSubCategoriesField control={control} />
    </CatalogueForm>
  );
}
