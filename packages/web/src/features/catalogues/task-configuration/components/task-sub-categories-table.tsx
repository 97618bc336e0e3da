// The sub-categories of the chosen category for the chosen task type ('Configurar Tarea',
// docs/product/catalogues.md#task-types-and-tasks): whether the task applies to each one and whether it is required
// there. Marking a task required selects it; unselecting clears it.
import { useMemo } from 'react';
import { Checkbox } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { TaskConfigurationInput, TaskConfigurationRow } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';

const PAGE_SIZE = 10;

type Flags = TaskConfigurationInput['subCategories'][number];
type Row = TaskConfigurationRow & { selected: boolean; required: boolean };

interface TaskSubCategoriesTableProps {
  rows: readonly TaskConfigurationRow[];
  value: readonly Flags[];
  onChange: (value: Flags[]) => void;
  loading: boolean;
}

export function TaskSubCategoriesTable({ rows, value, onChange, loading }: TaskSubCategoriesTableProps) {
  const shown = useMemo<Row[]>(
    () =>
      rows.map((row) => {
        const flags = value.find((candidate) => candidate.subCategoryId === row.subCategoryId);
        return { ...row, selected: !!flags?.isActive, required: !!flags?.isRequired };
      }),
    [rows, value],
  );

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const change = (row: Row, flags: Partial<Pick<Flags, 'isActive' | 'isRequired'>>) =>
      onChange(
        shown.map((candidate) => ({
          subCategoryId: candidate.subCategoryId,
          isActive: candidate.selected,
          isRequired: candidate.required,
          ...(candidate.subCategoryId === row.subCategoryId ? flags : {}),
        })),
      );
    return [
      { field: 'code', headerName: 'Subcategoría', flex: 1, minWidth: 200 },
      {
        field: 'selected',
        headerName: 'Seleccionada',
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Checkbox
            checked={row.selected}
            onChange={(event) => change(row, event.target.checked ? { isActive: true } : { isActive: false, isRequired: false })}
            slotProps={{ input: { 'aria-label': `Seleccionar ${row.code}` } }}
          />
        ),
      },
      {
        field: 'required',
        headerName: 'Requerida',
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Checkbox
            checked={row.required}
            onChange={(event) => change(row, event.target.checked ? { isActive: true, isRequired: true } : { isRequired: false })}
            slotProps={{ input: { 'aria-label': `Requerida en ${row.code}` } }}
          />
        ),
      },
    ];
  }, [shown, onChange]);

  return (
    <DataTable<Row>
      label="Subcategorías"
      rows={shown}
      columns={columns}
      loading={loading}
      getRowId={(row) => row.subCategoryId}
      pageSize={PAGE_SIZE}
    />
  );
}
