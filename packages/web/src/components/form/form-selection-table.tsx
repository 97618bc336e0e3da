// A table whose checked rows are a react-hook-form field's list of ids (entity types of a public category, the
// sub-categories an attachment rule applies to).
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormHelperText } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { DataTable } from '@/components/data-table/data-table';
import { selectedIds, selectionOf } from '@/components/data-table/row-selection';
import type { AnyFormControl } from './form-control';

interface FormSelectionTableProps<T extends FieldValues, R extends GridValidRowModel & { id: number }> {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
  /** The table's accessible name. */
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  loading?: boolean;
  pageSize: number;
}

export function FormSelectionTable<T extends FieldValues, R extends GridValidRowModel & { id: number }>({
  control,
  name,
  label,
  rows,
  columns,
  loading,
  pageSize,
}: FormSelectionTableProps<T, R>) {
  const allIds = rows.map((row) => row.id);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <>
          <DataTable<R>
            label={label}
            rows={rows}
            columns={columns}
            loading={loading}
            checkboxSelection
            keepNonExistentRowsSelected
            rowSelectionModel={selectionOf((field.value as number[] | undefined) ?? [])}
            onRowSelectionModelChange={(model) => field.onChange(selectedIds(model, allIds))}
            pageSize={pageSize}
          />
          {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
        </>
      )}
    />
  );
}
