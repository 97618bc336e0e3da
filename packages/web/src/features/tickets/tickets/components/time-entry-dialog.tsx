// 'Registrar tiempo' and the change of an entry (docs/product/service-quality.md#time-tracking): Minutos, Fecha (today
// in Mexico City for a new entry), Nota and Facturable, with Cancelar and Guardar. It validates with the contracts'
// timeEntryInput, the schema the server uses, and shows the server's field messages on their fields. Its code loads
// when it is first opened.
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import {
  TIME_ENTRY_NOTE_MAX,
  timeEntryInput,
  timeEntryMessages,
  timeEntryToday,
  type TimeEntry,
  type TimeEntryInputParsed,
} from '@tms/contracts';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { FormDateField } from '@/components/form/form-date-field';
import { FormNumberField } from '@/components/form/form-number-field';
import { FormCheckboxField } from '@/components/form/form-switch-field';
import { FormTextField } from '@/components/form/form-text-field';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useLogTime } from '../api/log-time';
import { useUpdateTimeEntry } from '../api/update-time-entry';

interface TimeEntryFormValues {
  /** Null while the field is empty. */
  minutes: number | null;
  date: string;
  note: string;
  billable: boolean;
}

const timeEntryFields = ['minutes', 'date', 'note', 'billable'] as const;

/** The form holds null while Minutos is empty, which the schema refuses with its message like any other bad value. */
const resolver = zodResolver(timeEntryInput) as unknown as Resolver<TimeEntryFormValues, unknown, TimeEntryInputParsed>;

const valuesOf = (entry: TimeEntry | null): TimeEntryFormValues =>
  entry
    ? { minutes: entry.minutes, date: entry.date, note: entry.note ?? '', billable: entry.billable }
    : { minutes: null, date: timeEntryToday(), note: '', billable: false };

interface TimeEntryDialogProps {
  open: boolean;
  ticketId: number;
  /** The entry to change; null logs a new one. */
  entry: TimeEntry | null;
  onClose: () => void;
}

export function TimeEntryDialog({ open, ticketId, entry, onClose }: TimeEntryDialogProps) {
  const form = useForm<TimeEntryFormValues, unknown, TimeEntryInputParsed>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(entry),
  });
  const { control, reset } = form;
  const logTime = useLogTime();
  const updateEntry = useUpdateTimeEntry();
  const saving = logTime.isPending || updateEntry.isPending;

  // Each opening starts from the entry it changes, or from a new entry dated today.
  useEffect(() => {
    if (open) reset(valuesOf(entry));
  }, [open, entry, reset]);

  const save = form.handleSubmit((input) => {
    const callbacks = {
      onSuccess: () => {
        notify.success(entry ? timeEntryMessages.updated : timeEntryMessages.logged);
        onClose();
      },
      onError: (error: Error) => {
        applyServerErrors(error, form.setError, timeEntryFields);
        notify.error(errorMessage(error));
      },
    };
    if (entry) updateEntry.mutate({ id: entry.id, ticketId, input }, callbacks);
    else logTime.mutate({ ticketId, input }, callbacks);
  });

  const title = entry ? 'Editar tiempo' : 'Registrar tiempo';
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <form noValidate onSubmit={save} aria-label={title}>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormNumberField control={control} name="minutes" label="Minutos" min={1} required autoFocus />
            <FormDateField control={control} name="date" label="Fecha" required />
            <FormTextField
              control={control}
              name="note"
              label="Nota"
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: TIME_ENTRY_NOTE_MAX } }}
            />
            <FormCheckboxField control={control} name="billable" label="Facturable" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
