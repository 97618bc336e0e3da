// A bulk action's dialog that asks for one choice (a responsible, a macro) before it runs on the selected tickets. The
// picker opens with the dialog and lists every option before anything is typed; typing narrows them.
import { useState, type ReactNode } from 'react';
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
import { NO_OPTIONS_TEXT } from '@/components/search-autocomplete/search-autocomplete';

interface ChooseOneDialogProps<T extends { id: number }> {
  open?: boolean;
  title: string;
  text: ReactNode;
  /** The picker's label, and the confirming button's. */
  label: string;
  confirmLabel: string;
  options: T[];
  optionLabel: (option: T) => string;
  loading?: boolean;
  busy: boolean;
  onConfirm: (id: number) => void;
  onCancel: () => void;
}

export function ChooseOneDialog<T extends { id: number }>(props: ChooseOneDialogProps<T>) {
  const { open = true, title, text, label, confirmLabel, options, optionLabel, loading, busy, onConfirm, onCancel } = props;
  const [chosen, setChosen] = useState<T | null>(null);
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <Autocomplete
          options={options}
          loading={loading}
          loadingText="Cargando…"
          noOptionsText={NO_OPTIONS_TEXT}
          openOnFocus
          value={chosen}
          onChange={(_, option) => setChosen(option)}
          getOptionLabel={optionLabel}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => <TextField {...params} label={label} autoFocus />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button variant="contained" loading={busy} disabled={!chosen} onClick={() => chosen && onConfirm(chosen.id)}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
