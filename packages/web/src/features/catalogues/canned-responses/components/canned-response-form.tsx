// General data of a canned response (docs/product/catalogues.md#canned-responses): its code, its text with the
// placeholders it may use (listed below it, a click adds one), shared with every internal user or personal, and
// 'Activo'.
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Typography } from '@mui/material';
import { cannedResponseInput, type CannedResponse, type CannedResponseInput } from '@tms/contracts';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeField, codeDetailValues } from '@/components/catalogue-kit/components/code-detail-fields';
import {
  useCatalogueRecordForm,
  type CatalogueRecordFormProps,
} from '@/components/catalogue-kit/hooks/use-catalogue-record-form';
import { FormRichTextField } from '@/components/form/form-rich-text-field';
import { FormSwitchField } from '@/components/form/form-switch-field';
import { useCreateCannedResponse } from '../api/create-canned-response';
import { useUpdateCannedResponse } from '../api/update-canned-response';
import { uploadCannedResponseImage } from '../api/upload-canned-response-image';
import { PlaceholderChips, withPlaceholder } from './placeholder-chips';

const resolver = zodResolver(cannedResponseInput);
const fields = ['code', 'detail', 'isShared', 'isActive'] as const;

interface CannedResponseFormProps extends CatalogueRecordFormProps {
  cannedResponse?: CannedResponse;
}

export function CannedResponseForm({ cannedResponse, ...recordProps }: CannedResponseFormProps) {
  const { form, submit, saving } = useCatalogueRecordForm({
    record: cannedResponse,
    useCreate: useCreateCannedResponse,
    useUpdate: useUpdateCannedResponse,
    resolver,
    defaultValues: {
      ...codeDetailValues(cannedResponse),
      isShared: cannedResponse?.isShared ?? true,
    } satisfies CannedResponseInput,
    fields,
    ...recordProps,
  });
  const insertPlaceholder = (placeholder: string) =>
    form.setValue('detail', withPlaceholder(form.getValues('detail'), placeholder), { shouldDirty: true });
  return (
    <CatalogueForm label="Datos Generales" onSubmit={submit} saving={saving}>
      <CodeField control={form.control} />
      <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormSwitchField control={form.control} name="isShared" label="Compartida con todos los agentes" />
      </Grid>
      <Grid size={12}>
        <FormRichTextField
          control={form.control}
          name="detail"
          label="Texto"
          required
          onUploadImage={uploadCannedResponseImage}
        />
        <PlaceholderChips onInsert={insertPlaceholder} />
      </Grid>
      <ActiveField control={form.control} />
      {cannedResponse && !cannedResponse.isShared && (
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary">
            Personal: solo usted la ve y la usa.
          </Typography>
        </Grid>
      )}
    </CatalogueForm>
  );
}
