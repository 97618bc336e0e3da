// The fields categories and sub-categories share (docs/product/catalogues.md#categories,
// docs/product/catalogues.md#validation): code and detail, 'Información adicional' across the row and the
// responsible ('Requerido'), then the classifier's own pickers, half a row each.
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Grid } from '@mui/material';
import type { AnyFormControl } from '@/components/form/form-control';
import { FormCells } from '@/components/form/form-cells';
import { FormTextField } from '@/components/form/form-text-field';
import { CodeDetailFields } from './code-detail-fields';
import { FormOwnerField } from './form-owner-field';

interface ClassifierFieldsProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  /** The fields after the responsible, each in its own half-row cell. */
  children: ReactNode;
}

export function ClassifierFields<T extends FieldValues>({ control, children }: ClassifierFieldsProps<T>) {
  return (
    <>
      <CodeDetailFields control={control} />
      <Grid size={12}>
        <FormTextField
          control={control}
          name={'descriptions' as FieldPath<T>}
          label="Información adicional"
          multiline
          minRows={2}
        />
      </Grid>
      <FormCells>
        <FormOwnerField control={control} name={'ownerId' as FieldPath<T>} />
        {children}
      </FormCells>
    </>
  );
}
