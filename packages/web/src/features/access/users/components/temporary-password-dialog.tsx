// Shows the password the server generated for a user, once: it is not stored anywhere the screen can read again.
import { Box, DialogContentText } from '@mui/material';
import { MessageDialog } from '@/components/message-dialog';

interface TemporaryPasswordDialogProps {
  userName: string;
  password: string | null;
  onClose: () => void;
}

export function TemporaryPasswordDialog({ userName, password, onClose }: TemporaryPasswordDialogProps) {
  return (
    <MessageDialog open={!!password} title="Contraseña temporal" onClose={onClose}>
      <DialogContentText>
        La contraseña temporal de <strong>{userName}</strong> es:
      </DialogContentText>
      <Box
        component="output"
        aria-label="Contraseña temporal"
        sx={{
          display: 'block',
          my: 2,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'grey.100',
          fontFamily: 'monospace',
          fontSize: 18,
          textAlign: 'center',
        }}
      >
        {password}
      </Box>
      <DialogContentText>
        Cópiela ahora: no se volverá a mostrar. El usuario deberá cambiarla al iniciar sesión.
      </DialogContentText>
    </MessageDialog>
  );
}
