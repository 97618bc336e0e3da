// Confirms and runs the deletion of a user. `resource.in_use` means other records point at the user: the conflict
// text is a warning, since deactivating is the way forward.
import { messages, type User } from '@tms/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isInUse } from '@/lib/api/api-error';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useDeleteUser } from '../api/delete-user';

interface DeleteUserDialogProps {
  user: User | null;
  onClose: () => void;
}

export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const deletion = useDeleteUser();

  const confirm = () => {
    if (!user) return;
    deletion.mutate(user.id, {
      onSuccess: () => {
        notify.success(messages.operationSuccess);
        onClose();
      },
      onError: (error) => {
        if (isInUse(error)) notify.warning(error.message);
        else notify.error(errorMessage(error));
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={!!user}
      busy={deletion.isPending}
      message={
        <>
          ¿Desea eliminar al usuario <strong>{user?.userName}</strong> ({user?.displayName})?
        </>
      }
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
