// Tab 4 (saved tickets not created from a task): the tasks configured for the sub-category. Only the ticket's
// assignee edits them; saving a task with a responsible creates its child ticket (server).
import { Stack } from '@mui/material';
import type { WorkItemTask } from '@tms/contracts';
import { EmptyState } from '@/components/empty-state';
import { TaskRow } from './task-row';

export function TicketTasksTab({ tasks, canEdit }: { tasks: WorkItemTask[]; canEdit: boolean }) {
  if (tasks.length === 0) return <EmptyState text="Sin Tareas." />;
  return (
    <Stack spacing={2}>
      {tasks.map((task, index) => (
        <TaskRow key={task.id} index={index} task={task} canEdit={canEdit} />
      ))}
    </Stack>
  );
}
