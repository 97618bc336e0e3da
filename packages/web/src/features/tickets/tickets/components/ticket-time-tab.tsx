// Tab 'Tiempo' (saved tickets, internal users; docs/product/service-quality.md#time-tracking): 'Tiempo registrado' on
// the ticket (its own entries and its task children's), what this ticket's own entries add up to, and its entries,
// the latest day first: date, person, time, note and 'Facturable'. 'Registrar tiempo' opens the dialog; an entry the
// server says the user may change ('canEdit') is edited or deleted, after a confirmation. Its code loads when the tab is
// first opened, and the dialogs' when each is first opened.
import { lazy, Suspense, useState } from 'react';
import { Box, Button, Chip, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { timeEntryMessages, type Ticket, type TimeEntry, type TimeEntryList } from '@tms/contracts';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { errorMessage } from '@/lib/api/error-messages';
import { DATE_FORMAT, formatDate } from '@/lib/dates';
import { formatMinutes } from '@/lib/durations';
import { useOpenedOnce } from '@/lib/hooks/use-opened-once';
import { notify } from '@/lib/notify';
import { useDeleteTimeEntry } from '../api/delete-time-entry';
import { useTimeEntries } from '../api/get-time-entries';

const TimeEntryDialog = lazy(() => import('./time-entry-dialog').then((m) => ({ default: m.TimeEntryDialog })));
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** '18/11/2026 · Ana Agente'. */
const entryDay = (entry: TimeEntry) => `${formatDate(entry.date, DATE_FORMAT)} · ${entry.userName}`;

interface EntryActions {
  onEdit: (entry: TimeEntry) => void;
  onDelete: (entry: TimeEntry) => void;
}

function EntryButtons({ entry, onEdit, onDelete }: EntryActions & { entry: TimeEntry }) {
  if (!entry.canEdit) return null;
  const what = `el tiempo del ${entryDay(entry)}`;
  return (
    <>
      <Tooltip title="Editar">
        <IconButton aria-label={`Editar ${what}`} onClick={() => onEdit(entry)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Eliminar">
        <IconButton edge="end" aria-label={`Eliminar ${what}`} onClick={() => onDelete(entry)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}

function TimeEntryRows({ entries, ...actions }: EntryActions & { entries: TimeEntry[] }) {
  if (entries.length === 0) return <EmptyState text="Sin tiempo registrado" />;
  return (
    <List aria-label="Tiempo registrado">
      {entries.map((entry) => (
        <ListItem key={entry.id} divider secondaryAction={<EntryButtons entry={entry} {...actions} />}>
          <ListItemText
            primary={
              <>
                <Box component="span" sx={{ fontWeight: 500 }}>
                  {formatMinutes(entry.minutes)}
                </Box>
                {` · ${entryDay(entry)}`}
                {entry.billable && <Chip label="Facturable" size="small" color="success" variant="outlined" sx={{ ml: 1 }} />}
              </>
            }
            secondary={entry.note}
            sx={{ pr: entry.canEdit ? 10 : 0 }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function Totals({ ticket, list }: { ticket: Ticket; list: TimeEntryList | undefined }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="p">
        Tiempo registrado: {formatMinutes(ticket.timeSpentMinutes)}
      </Typography>
      {list && (
        <Typography variant="body2" color="text.secondary">
          En este ticket: {formatMinutes(list.totalMinutes)} · Facturable: {formatMinutes(list.billableMinutes)}
        </Typography>
      )}
    </Box>
  );
}

export function TicketTimeTab({ ticket }: { ticket: Ticket }) {
  const entries = useTimeEntries(ticket.id);
  const [dialog, setDialog] = useState<{ open: boolean; entry: TimeEntry | null }>({ open: false, entry: null });
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  const dialogOpened = useOpenedOnce(dialog.open);
  const confirmOpened = useOpenedOnce(!!deleting);
  const deleteEntry = useDeleteTimeEntry();

  const confirmDelete = (entry: TimeEntry) =>
    deleteEntry.mutate(
      { id: entry.id, ticketId: ticket.id },
      {
        onSuccess: () => notify.success(timeEntryMessages.deleted),
        onError: (error) => notify.error(errorMessage(error)),
        onSettled: () => setDeleting(null),
      },
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Totals ticket={ticket} list={entries.data} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ open: true, entry: null })}>
          Registrar tiempo
        </Button>
      </Stack>
      {entries.isError ? (
        <LoadError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : entries.data ? (
        <TimeEntryRows
          entries={entries.data.entries}
          onEdit={(entry) => setDialog({ open: true, entry })}
          onDelete={setDeleting}
        />
      ) : (
        <LoadingScreen />
      )}
      {dialogOpened && (
        <Suspense fallback={null}>
          <TimeEntryDialog
            open={dialog.open}
            ticketId={ticket.id}
            entry={dialog.entry}
            onClose={() => setDialog((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      )}
      {confirmOpened && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={!!deleting}
            message={timeEntryMessages.confirmDelete}
            busy={deleteEntry.isPending}
            onConfirm={() => deleting && confirmDelete(deleting)}
            onCancel={() => setDeleting(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
