// Asks before revoking a token: the integrations that use it stop working at their next call.
import { apiTokenMessages, type ApiToken } from '@tms/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useRevokeApiToken } from '../api/revoke-api-token';

interface RevokeApiTokenDialogProps {
  token: ApiToken | null;
  onClose: () => void;
}

export function RevokeApiTokenDialog({ token, onClose }: RevokeApiTokenDialogProps) {
  const revocation = useRevokeApiToken();

  const confirm = () => {
    if (!token) return;
    revocation.mutate(token.id, {
      onSuccess: () => notify.success(apiTokenMessages.revokedNotice),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      open={!!token}
      title="Revocar token"
      busy={revocation.isPending}
      message={token ? apiTokenMessages.confirmRevoke(token.name) : ''}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
