// /roles (permission 12): the roles catalogue as an inline-editable table (docs/product/access.md#roles).
import { useCallback, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { CatalogueDeleteDialog, byCode } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { CatalogueHeader } from '@/components/catalogue-kit/components/catalogue-header';
import { useDeleteRole } from '../api/delete-role';
import { useRoleList } from '../api/get-role-list';
import { RolesTable } from '../components/roles-table';
import { useRoleEditing, type RoleRow } from '../hooks/use-role-editing';

export function RolesPage() {
  const roles = useRoleList();
  const editing = useRoleEditing(roles.data);
  const remove = useDeleteRole();
  const [toDelete, setToDelete] = useState<RoleRow | null>(null);
  const closeDeletion = useCallback(() => setToDelete(null), []);

  return (
    <>
      <CatalogueHeader
        title="Roles"
        level="page"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={editing.add}>
            Agregar rol
          </Button>
        }
      />
      <RolesTable editing={editing} loading={roles.isFetching} onDelete={setToDelete} />
      <CatalogueDeleteDialog
        scope="Roles"
        row={toDelete}
        deletion={{ itemName: byCode, remove: remove.mutateAsync, label: 'Eliminar' }}
        onClose={closeDeletion}
      />
    </>
  );
}
