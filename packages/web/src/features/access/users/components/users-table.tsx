// The users list (server paging, sorting and search) with edit and delete actions per row.
import { useMemo } from 'react';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { User } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';
import type { ServerTableState } from '@/components/data-table/use-server-table-state';
import { activeColumn } from '@/components/catalogue-kit/lib/catalogue-columns';
import { useUsers } from '../api/get-users';

interface UsersTableProps {
  table: ServerTableState;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UsersTable({ table, onEdit, onDelete }: UsersTableProps) {
  const { query, gridProps } = table;
  const users = useUsers(query);

  const columns = useMemo<GridColDef<User>[]>(
    () => [
      { field: 'userName', headerName: 'Usuario', flex: 1, minWidth: 130 },
      { field: 'displayName', headerName: 'Nombre', flex: 1.3, minWidth: 170 },
      { field: 'email', headerName: 'Correo electrónico', flex: 1.4, minWidth: 200 },
      { field: 'roleName', headerName: 'Rol', flex: 1, minWidth: 120 },
      { field: 'companyLocationName', headerName: 'Sucursal', flex: 1, minWidth: 150 },
      { field: 'entityTypeName', headerName: 'Tipo de entidad', flex: 1, minWidth: 140, sortable: false },
      activeColumn(),
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Acciones',
        width: 110,
        getActions: ({ row }) => [
          <GridActionsCellItem key="edit" icon={<EditIcon />} label="Editar" onClick={() => onEdit(row)} />,
          <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Eliminar" onClick={() => onDelete(row)} />,
        ],
      },
    ],
    [onEdit, onDelete],
  );

  return (
    <DataTable<User>
      label="Usuarios"
      rows={users.data?.rows ?? []}
      rowCount={users.data?.total ?? 0}
      loading={users.isFetching}
      columns={columns}
      {...gridProps}
    />
  );
}
