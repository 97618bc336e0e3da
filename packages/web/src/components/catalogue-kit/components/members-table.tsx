// The members of a department or a group, each with a remove action, and the button that opens the user dialog.
import { useMemo } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { CatalogueTable } from './catalogue-table';

export interface Member {
  userId: number;
  userName: string;
  displayName: string;
}

interface MembersTableProps<M extends Member> {
  members: readonly M[];
  pageSize: number;
  onAdd: () => void;
  onRemove: (member: M) => void;
  /** A message about the list as a whole ('El grupo debe tener por lo menos 1 miembro'). */
  error?: string;
  disabled?: boolean;
}

export function MembersTable<M extends Member>({ members, pageSize, onAdd, onRemove, error, disabled }: MembersTableProps<M>) {
  const columns = useMemo<GridColDef<M>[]>(
    () => [
      { field: 'displayName', headerName: 'Nombre', flex: 1, minWidth: 180 },
      { field: 'userName', headerName: 'Usuario', flex: 1, minWidth: 120 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Acciones',
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="remove"
            icon={<PersonRemoveIcon />}
            label="Quitar"
            disabled={disabled}
            onClick={() => onRemove(row)}
          />,
        ],
      },
    ],
    [onRemove, disabled],
  );
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          Miembros
        </Typography>
        <Button startIcon={<PersonAddIcon />} onClick={onAdd} disabled={disabled}>
          Agregar miembros
        </Button>
      </Box>
      <CatalogueTable
        label="Miembros"
        rows={members}
        columns={columns}
        pageSize={pageSize}
        getRowId={(member) => member.userId}
      />
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
