// The code and detail every catalogue record has (spec 5: code up to 100 characters, detail up to 200), and its
// 'Activo' switch, as grid items of a catalogue form.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Grid } from '@mui/material';
import { CODE_MAX, DETAIL_MAX } from '@tms/contracts';
import type { AnyFormControl } from '@/components/form/form-control';
import { FormSwitchField } from '@/components/form/form-switch-field';
import { FormTextField } from '@/components/form/form-text-field';

interface CodeDetailFieldsProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  codeLabel?: string;
  detailLabel?: string;
}

export function CodeDetailFields<T extends FieldValues>({
  control,
  codeLabel = 'Código',
  detailLabel = 'Descripción',
}: CodeDetailFieldsProps<T>) {
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name={'code' as FieldPath<T>}
          label={codeLabel}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: CODE_MAX } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name={'detail' as FieldPath<T>}
          label={detailLabel}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: DETAIL_MAX } }}
        />
      </Grid>
    </>
  );
}

export function ActiveField<T extends FieldValues>({ control }: { control: AnyFormControl<T> }) {
  return (
    <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
      <FormSwitchField control={control} name={'isActive' as FieldPath<T>} label="Activo" />
    </Grid>
  );
}
