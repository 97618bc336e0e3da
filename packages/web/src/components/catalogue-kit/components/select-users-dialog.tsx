// Picks several active users at once (members of a department or a group). Adding with nobody checked says
// 'No hay usuario seleccionados' (docs/product/catalogues.md#errors) inside the dialog, where it is seen (and read)
// while the dialog is open.
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { catalogueMessages, type UserSearchItem } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';
import { selectedIds, selectionOf } from '@/components/data-table/row-selection';
import { SizedDialog } from '@/components/sized-dialog';
import { useActiveUsers } from '@/lib/lookups/get-active-users';

const USERS_PAGE_SIZE = 10;

const columns: GridColDef<UserSearchItem>[] = [
  { field: 'displayName', headerName: 'Nombre', flex: 1, minWidth: 180 },
  { field: 'userName', headerName: 'Usuario', flex: 1, minWidth: 120 },
  { field: 'email', headerName: 'Correo electrónico', flex: 1.3, minWidth: 200 },
];

interface SelectUsersDialogProps {
  open: boolean;
  title?: string;
  /** Runs with the checked users; answers whether the dialog may close (false keeps it open after a failure). */
  onAdd: (users: UserSearchItem[]) => boolean | Promise<boolean>;
  onClose: () => void;
}

export function SelectUsersDialog({ open, title = 'Agregar miembros', onAdd, onClose }: SelectUsersDialogProps) {
  const users = useActiveUsers();
  const [selection, setSelection] = useState<GridRowSelectionModel>(selectionOf([]));
  const [adding, setAdding] = useState(false);
  const [nobody, setNobody] = useState(false);
  const rows = users.data ?? [];

  const close = () => {
    setSelection(selectionOf([]));
    setNobody(false);
    onClose();
  };

  const add = async () => {
    const ids = new Set(
      selectedIds(
        selection,
        rows.map((user) => user.id),
      ),
    );
    if (ids.size === 0) {
      setNobody(true);
      return;
    }
    setAdding(true);
    try {
      if (await onAdd(rows.filter((user) => ids.has(user.id)))) close();
    } finally {
      setAdding(false);
    }
  };

  return (
    <SizedDialog
      open={open}
      title={title}
      width="60%"
      height="auto"
      onClose={close}
      actions={
        <>
          <Button onClick={close} disabled={adding}>
            Cancelar
          </Button>
          <Button variant="contained" onClick={() => void add()} loading={adding}>
            Agregar
          </Button>
        </>
      }
    >
      {nobody && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {catalogueMessages.noUsersSelected}
        </Alert>
      )}
      <DataTable<UserSearchItem>
        label="Usuarios"
        rows={rows}
        columns={columns}
        loading={users.isLoading}
        checkboxSelection
        rowSelectionModel={selection}
        onRowSelectionModelChange={(model) => {
          setSelection(model);
          setNobody(false);
        }}
        pageSize={USERS_PAGE_SIZE}
      />
    </SizedDialog>
  );
}
