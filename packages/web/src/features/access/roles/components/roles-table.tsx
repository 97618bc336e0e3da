// The inline-editable roles table (docs/product/access.md#roles; 15 rows a page): code, detail, isActive and
// 'Requiere verificación en dos pasos' (docs/product/access.md#two-step-sign-in) are edited in the row; roles marked
// not editable stay read-only, with no delete ('El rol no es editable.').
import { useMemo } from 'react';
import {
  GridActionsCellItem,
  GridRowEditStopReasons,
  type GridActionsCellItemProps,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import type { ReactElement } from 'react';
import CancelIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import SaveIcon from '@mui/icons-material/Save';
import { catalogueMessages } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';
import { notify } from '@/lib/notify';
import { notifyFailure } from '@/components/catalogue-kit/lib/notify-failure';
import { RoleRowRefusal } from '../hooks/check-role-row';
import type { useRoleEditing, RoleRow } from '../hooks/use-role-editing';

const PAGE_SIZE = 15;

// Leaving the row does not save it: the user saves or cancels with the row's buttons (or Enter / Escape).
const keepEditingOnFocusOut: GridEventListener<'rowEditStop'> = (params, event) => {
  if (params.reason === GridRowEditStopReasons.rowFocusOut) event.defaultMuiPrevented = true;
};

// The screen's own checks are warnings the user fixes in the row; the server's answers follow the usual banners.
const showRefusal = (error: unknown) => (error instanceof RoleRowRefusal ? notify.warning(error.message) : notifyFailure(error));

interface RolesTableProps {
  editing: ReturnType<typeof useRoleEditing>;
  loading: boolean;
  onDelete: (role: RoleRow) => void;
}

export function RolesTable({ editing, loading, onDelete }: RolesTableProps) {
  const { isEditing, edit, save, cancel } = editing;
  const columns = useMemo<GridColDef<RoleRow>[]>(
    () => [
      { field: 'code', headerName: 'Código', flex: 1, minWidth: 180, editable: true },
      { field: 'detail', headerName: 'Descripción', flex: 2, minWidth: 220, editable: true },
      { field: 'isActive', headerName: 'Activo', type: 'boolean', width: 100, editable: true },
      {
        field: 'requiresTwoFactor',
        headerName: 'Requiere verificación en dos pasos',
        type: 'boolean',
        width: 150,
        editable: true,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Acciones',
        width: 120,
        getActions: ({ row }) => {
          const actions: ReactElement<GridActionsCellItemProps>[] = [];
          if (isEditing(row.id)) {
            actions.push(
              <GridActionsCellItem key="save" icon={<SaveIcon />} label="Guardar" onClick={() => save(row.id)} />,
              <GridActionsCellItem key="cancel" icon={<CancelIcon />} label="Cancelar" onClick={() => cancel(row.id)} />,
            );
          } else if (!row.isEditable) {
            actions.push(
              <GridActionsCellItem key="locked" icon={<LockIcon />} label={catalogueMessages.roleNotEditable} disabled />,
            );
          } else {
            actions.push(
              <GridActionsCellItem key="edit" icon={<EditIcon />} label="Editar" onClick={() => edit(row.id)} />,
              <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Eliminar" onClick={() => onDelete(row)} />,
            );
          }
          return actions;
        },
      },
    ],
    [isEditing, edit, save, cancel, onDelete],
  );

  return (
    <DataTable<RoleRow>
      label="Roles"
      rows={editing.rows}
      columns={columns}
      loading={loading}
      editMode="row"
      rowModesModel={editing.rowModesModel}
      onRowModesModelChange={editing.setRowModesModel}
      onRowEditStop={keepEditingOnFocusOut}
      isCellEditable={({ row }) => row.isEditable}
      processRowUpdate={editing.processRowUpdate}
      onProcessRowUpdateError={showRefusal}
      pageSize={PAGE_SIZE}
    />
  );
}
