// One of the two tables of the permission screen (docs/product/access.md#permissions: only active items, 10 rows a
// page), each row with the icon that moves it to the other table.
import { useMemo, type ComponentType } from 'react';
import { Box, Typography, type SvgIconProps } from '@mui/material';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { AssignmentOption } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';

const PAGE_SIZE = 10;

interface AssignmentTableProps {
  title: string;
  rows: readonly AssignmentOption[];
  loading: boolean;
  /** The move action: its label names the row ('Quitar Dashboard'). */
  actionLabel: (row: AssignmentOption) => string;
  ActionIcon: ComponentType<SvgIconProps>;
  /** The icon's color while it may be used (a locked row shows it greyed out). */
  actionColor: 'primary' | 'error';
  onAction: (row: AssignmentOption) => void;
  /** Rows that may not move (roles marked not editable). */
  locked?: (row: AssignmentOption) => boolean;
}

export function AssignmentTable({
  title,
  rows,
  loading,
  actionLabel,
  ActionIcon,
  actionColor,
  onAction,
  locked = () => false,
}: AssignmentTableProps) {
  const columns = useMemo<GridColDef<AssignmentOption>[]>(
    () => [
      { field: 'label', headerName: 'Nombre', flex: 1, minWidth: 180 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Acción',
        width: 90,
        getActions: ({ row }) => {
          const disabled = locked(row);
          return [
            <GridActionsCellItem
              key="move"
              icon={<ActionIcon color={disabled ? 'inherit' : actionColor} />}
              label={actionLabel(row)}
              disabled={disabled}
              onClick={() => onAction(row)}
            />,
          ];
        },
      },
    ],
    [ActionIcon, actionColor, actionLabel, locked, onAction],
  );
  return (
    <Box component="section" aria-label={title} sx={{ flex: 1, minWidth: 280 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <DataTable<AssignmentOption>
        label={title}
        rows={rows}
        columns={columns}
        loading={loading}
        getRowId={(row) => row.value}
        pageSize={PAGE_SIZE}
      />
    </Box>
  );
}
