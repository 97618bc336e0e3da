// 'Reasignar' on selected tickets: choose the new responsible among the active internal users.
import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import type { UserSearchItem } from '@tms/contracts';
import { useInternalUsers, userLabel } from '@/lib/lookups/get-active-users';

interface ReassignDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onConfirm: (assignedTo: number) => void;
  onCancel: () => void;
}

export function ReassignDialog({ open, count, busy, onConfirm, onCancel }: ReassignDialogProps) {
  const users = useInternalUsers();
  const [chosen, setChosen] = useState<UserSearchItem | null>(null);
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>Reasignar tickets</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {count === 1 ? 'El ticket seleccionado' : `Los ${count} tickets seleccionados`} pasarán al responsable que elija.
        </DialogContentText>
        <Autocomplete
          options={users.data ?? []}
          loading={users.isLoading}
          value={chosen}
          onChange={(_, user) => setChosen(user)}
          getOptionLabel={userLabel}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => <TextField {...params} label="Responsable" autoFocus />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" loading={busy} disabled={!chosen} onClick={() => chosen && onConfirm(chosen.id)}>
          Reasignar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
