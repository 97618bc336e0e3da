// One task of the ticket: its type, who does it (realizedBy) and notes — editable by the ticket's assignee —, the
// child ticket created for it and whether it is done. A change marks the task to be sent with the next save.
import { Box, Chip, Grid, Paper, Typography } from '@mui/material';
import type { WorkItemTask } from '@tms/contracts';
import { FormTextField } from '@/components/form/form-text-field';
import { TicketLink } from '@/components/ticket-link';
import { FormUserAutocomplete } from '@/components/form/form-user-autocomplete';
import { useTicketFormContext } from './ticket-form-context';

/** Whether the reader may open the task's child ticket: the API withholds the status of one they may not see. */
const canOpenChild = (task: WorkItemTask) => task.childStatusId !== null;

interface TaskRowProps {
  index: number;
  task: WorkItemTask;
  canEdit: boolean;
}

export function TaskRow({ index, task, canEdit }: TaskRowProps) {
  const { control, setValue } = useTicketFormContext();
  const markUpdated = () => setValue(`tasks.${index}.isUpdated`, true, { shouldDirty: true });

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={`Tarea ${task.taskTypeCode}`} role="group">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {task.taskTypeCode}
        </Typography>
        {task.isRequired && <Chip label="Requerida" size="small" color="primary" variant="outlined" />}
        <Chip label={task.isDone ? 'Terminada' : 'Pendiente'} size="small" color={task.isDone ? 'success' : 'default'} />
        {task.childWorkItemId && (
          <TicketLink id={task.childWorkItemId} canOpen={canOpenChild(task)}>
            Ticket hijo #{task.childWorkItemId}
          </TicketLink>
        )}
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormUserAutocomplete
            control={control}
            name={`tasks.${index}.realizedBy`}
            label="Responsable de la tarea"
            // Once the child ticket exists, its responsible changes in that ticket.
            disabled={!canEdit || !!task.childWorkItemId}
            onValueChange={markUpdated}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name={`tasks.${index}.notes`}
            label="Notas"
            multiline
            minRows={1}
            disabled={!canEdit}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            onInput={markUpdated}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}
