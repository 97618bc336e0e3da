// 'Recuperar contraseña': one field (user name or e-mail) and a send button enabled from 4 characters. The answer
// is shown in a dialog titled 'Correcto' or 'Error'; a failed call says 'Error reestableciendo contraseña'.
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { RECOVERY_MIN } from '@tms/contracts';
import { MessageDialog } from '@/components/message-dialog';
import { notify } from '@/lib/notify';
import { useRecoverPassword, type RecoverPasswordResult } from '../api/recover-password';

export const RECOVERY_FAILED = 'Error reestableciendo contraseña';

interface RecoverPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function RecoverPasswordDialog({ open, onClose }: RecoverPasswordDialogProps) {
  const [user, setUser] = useState('');
  const [answer, setAnswer] = useState<RecoverPasswordResult | null>(null);
  const recovery = useRecoverPassword();
  const canSend = user.trim().length >= RECOVERY_MIN && !recovery.isPending;

  const close = () => {
    setUser('');
    onClose();
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    recovery.mutate(user.trim(), {
      onSuccess: (result) => {
        close();
        setAnswer(result);
      },
      onError: () => notify.error(RECOVERY_FAILED),
    });
  };

  return (
    <>
      <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
        <form onSubmit={send} noValidate>
          <DialogTitle>Recuperar contraseña</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Escriba su usuario o correo electrónico. Le enviaremos una contraseña temporal.
            </DialogContentText>
            <TextField
              label="Usuario o correo electrónico"
              value={user}
              onChange={(event) => setUser(event.target.value)}
              autoFocus
              autoComplete="username"
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancelar</Button>
            <Button type="submit" variant="contained" disabled={!canSend} loading={recovery.isPending}>
              Enviar
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <MessageDialog open={!!answer} title={answer?.result ? 'Correcto' : 'Error'} onClose={() => setAnswer(null)}>
        <DialogContentText>{answer?.message}</DialogContentText>
      </MessageDialog>
    </>
  );
}
