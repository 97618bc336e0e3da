// A dialog of a fixed share of the window (docs/product/tickets.md#tasks-children-and-relations: 60% x 50% and
// 95% x 85%), with a title, a close button and optional actions.
import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

interface SizedDialogProps {
  open: boolean;
  title: string;
  /** CSS sizes of the dialog, such as '60%'. */
  width: string;
  height: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
}

export function SizedDialog({ open, title, width, height, onClose, children, actions }: SizedDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width, height, maxWidth: '100%', maxHeight: '100%', m: { xs: 1, sm: 2 } } } }}
    >
      <DialogTitle sx={{ pr: 7 }}>{title}</DialogTitle>
      <IconButton aria-label="Cerrar" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{children}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
