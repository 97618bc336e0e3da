// /users (permission 10): the users list; adding or editing replaces the list with the form
// (docs/product/access.md#users).
import { useCallback, useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { User, UserSaved } from '@tms/contracts';
import { LoadError } from '@/components/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { useServerTableState } from '@/components/data-table/use-server-table-state';
import { useUser } from '../api/get-user';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { TemporaryPasswordDialog } from '../components/temporary-password-dialog';
import { UserForm } from '../components/user-form';
import { UsersTable } from '../components/users-table';

type Editing = { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; userId: number };

function EditUser({ userId, onSaved, onCancel }: { userId: number; onSaved: (saved: UserSaved) => void; onCancel: () => void }) {
  const user = useUser(userId);
  if (user.isError) return <LoadError error={user.error} onRetry={() => void user.refetch()} />;
  if (!user.data) return <LoadingScreen />;
  return <UserForm key={user.data.id} user={user.data} onSaved={onSaved} onCancel={onCancel} />;
}

export function UsersPage() {
  const [editing, setEditing] = useState<Editing>({ mode: 'list' });
  // Kept here so the list comes back on the same page and search after the form closes.
  const table = useServerTableState();
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [temporaryPassword, setTemporaryPassword] = useState<{ userName: string; password: string } | null>(null);

  const showList = useCallback(() => setEditing({ mode: 'list' }), []);
  const edit = useCallback((user: User) => setEditing({ mode: 'edit', userId: user.id }), []);
  const saved = (result: UserSaved) => {
    if (result.temporaryPassword) setTemporaryPassword({ userName: result.user.userName, password: result.temporaryPassword });
    showList();
  };

  return (
    <>
      {editing.mode === 'list' && (
        <>
          <PageHeader
            title="Usuarios"
            actions={
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: 'create' })}>
                Agregar usuario
              </Button>
            }
          />
          <UsersTable table={table} onEdit={edit} onDelete={setToDelete} />
        </>
      )}
      {editing.mode === 'create' && <UserForm onSaved={saved} onCancel={showList} />}
      {editing.mode === 'edit' && <EditUser userId={editing.userId} onSaved={saved} onCancel={showList} />}
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
      <TemporaryPasswordDialog
        userName={temporaryPassword?.userName ?? ''}
        password={temporaryPassword?.password ?? null}
        onClose={() => setTemporaryPassword(null)}
      />
    </>
  );
}
