// The token just created, shown this once (docs/product/api-tokens.md#profile): the server keeps only its hash, so
// nothing can show it again. 'Copiar' puts it on the clipboard.
import { Alert, Button, DialogContentText, Stack, TextField } from '@mui/material';
import { apiTokenMessages, type CreatedApiToken } from '@tms/contracts';
import { MessageDialog } from '@/components/message-dialog';
import { notify } from '@/lib/notify';

interface CreatedApiTokenDialogProps {
  token: CreatedApiToken | null;
  onClose: () => void;
}

async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(apiTokenMessages.copied);
  } catch {
    // No clipboard (an insecure page, a refused permission): the field still lets the user select and copy it.
    notify.error(apiTokenMessages.copyFailed);
  }
}

export function CreatedApiTokenDialog({ token, onClose }: CreatedApiTokenDialogProps) {
  return (
    <MessageDialog open={!!token} title="Token de API creado" onClose={onClose}>
      <Stack spacing={2}>
        <DialogContentText>
          El token <strong>{token?.name}</strong> se usa en el encabezado <code>Authorization: Bearer</code> de cada llamada al
          API.
        </DialogContentText>
        <TextField
          label="Token"
          value={token?.token ?? ''}
          fullWidth
          multiline
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outlined" onClick={() => void copyToClipboard(token?.token ?? '')} sx={{ alignSelf: 'flex-start' }}>
          Copiar
        </Button>
        <Alert severity="warning">{apiTokenMessages.shownOnce}</Alert>
      </Stack>
    </MessageDialog>
  );
}
