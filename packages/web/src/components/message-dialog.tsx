// A message the user must acknowledge (recovery result, a one-time temporary password).
import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

interface MessageDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
}

export function MessageDialog({ open, title, children, onClose }: MessageDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Aceptar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
