// The '?' dialog: the keyboard shortcuts of the screen the user is on and of the screens it leads to.
import { Dialog, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow, Button, DialogActions } from '@mui/material';

export interface KeyboardShortcut {
  keys: string[];
  description: string;
}

interface KeyboardShortcutsDialogProps {
  open: boolean;
  shortcuts: readonly KeyboardShortcut[];
  onClose: () => void;
}

export function KeyboardShortcutsDialog({ open, shortcuts, onClose }: KeyboardShortcutsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Atajos de teclado</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Atajos de teclado">
          <TableBody>
            {shortcuts.map((shortcut) => (
              <TableRow key={shortcut.description}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {shortcut.keys.map((key, i) => (
                    <span key={key}>
                      {i > 0 && ' / '}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </TableCell>
                <TableCell>{shortcut.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
