// /tasks (permission 22, 'Tareas'): the task types catalogue (spec 2, common catalogue screens; 10 rows a page).
import type { GridColDef } from '@mui/x-data-grid';
import type { TaskType } from '@tms/contracts';
import { CatalogueScreen, type CatalogueDetailProps } from '@/components/catalogue-kit/components/catalogue-screen';
import { byCode, whileActive } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { CatalogueRecordDetail, generalDataTab } from '@/components/catalogue-kit/components/catalogue-record-detail';
import { useDeleteTaskType } from '../api/delete-task-type';
import { useTaskType } from '../api/get-task-type';
import { useTaskTypes } from '../api/get-task-types';
import { TaskTypeForm } from '../components/task-type-form';

const PAGE_SIZE = 10;

const columns: GridColDef<TaskType>[] = [
  { field: 'code', headerName: 'Nombre', flex: 1, minWidth: 180 },
  { field: 'detail', headerName: 'Descripción', flex: 2, minWidth: 220 },
  { field: 'isActive', headerName: 'Activo', type: 'boolean', width: 90 },
];

function TaskTypeDetail({ id, onSaved, onBack }: CatalogueDetailProps) {
  const query = useTaskType(id);
  return (
    <CatalogueRecordDetail
      id={id}
      query={query}
      onBack={onBack}
      title={(taskType) => (taskType ? `Tarea: ${taskType.code}` : 'Nueva tarea')}
      tabs={(taskType) => [generalDataTab((active) => <TaskTypeForm taskType={taskType} active={active} onSaved={onSaved} />)]}
    />
  );
}

export function TaskTypesPage() {
  const taskTypes = useTaskTypes();
  const remove = useDeleteTaskType();
  return (
    <CatalogueScreen
      title="Tareas"
      addLabel="Agregar tarea"
      rows={taskTypes.data}
      loading={taskTypes.isFetching}
      columns={columns}
      pageSize={PAGE_SIZE}
      deletion={{ itemName: byCode, remove: remove.mutateAsync, canDelete: whileActive }}
      renderDetail={(props) => <TaskTypeDetail {...props} />}
    />
  );
}
