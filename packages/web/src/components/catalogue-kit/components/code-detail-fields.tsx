// The code and detail every catalogue record has (docs/product/catalogues.md#validation: code up to 100 characters,
// detail up to 200), and its 'Activo' switch, as grid items of a catalogue form; `CodeField` alone for records without a detail.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Grid } from '@mui/material';
import { CODE_MAX, DETAIL_MAX } from '@tms/contracts';
import type { AnyFormControl } from '@/components/form/form-control';
import { FormSwitchField } from '@/components/form/form-switch-field';
import { FormTextField } from '@/components/form/form-text-field';

interface CodeDetailRecord {
  code: string;
  detail: string;
  isActive: boolean;
}

/** The form values of a record's code, detail and 'Activo'; a new record's are empty and active. */
export const codeDetailValues = (record?: CodeDetailRecord): CodeDetailRecord => ({
  code: record?.code ?? '',
  detail: record?.detail ?? '',
  isActive: record?.isActive ?? true,
});

interface RecordTextFieldProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  label: string;
}

/** A required text of the record, half a row wide, cut at its length limit. */
function RecordTextField<T extends FieldValues>({
  control,
  name,
  label,
  maxLength,
}: RecordTextFieldProps<T> & { name: 'code' | 'detail'; maxLength: number }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <FormTextField
        control={control}
        name={name as FieldPath<T>}
        label={label}
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength } }}
      />
    </Grid>
  );
}

export function CodeField<T extends FieldValues>({ control, label = 'Código' }: { control: AnyFormControl<T>; label?: string }) {
  return <RecordTextField control={control} name="code" label={label} maxLength={CODE_MAX} />;
}

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
      <CodeField control={control} label={codeLabel} />
      <RecordTextField control={control} name="detail" label={detailLabel} maxLength={DETAIL_MAX} />
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
