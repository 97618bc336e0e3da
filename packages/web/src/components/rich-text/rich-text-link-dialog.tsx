// Asks for the address of a link in the rich-text editor; an empty address removes the link.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';

interface RichTextLinkDialogProps {
  open: boolean;
  initialUrl: string;
  onSubmit: (url: string) => void;
  onClose: () => void;
}

export function RichTextLinkDialog({ open, initialUrl, onSubmit, onClose }: RichTextLinkDialogProps) {
  const [url, setUrl] = useState(initialUrl);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onEnter: () => setUrl(initialUrl) } }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          onSubmit(url.trim());
        }}
      >
        <DialogTitle>Enlace</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label="Dirección del enlace"
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            helperText="Déjela vacía para quitar el enlace."
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained">
            Aceptar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
