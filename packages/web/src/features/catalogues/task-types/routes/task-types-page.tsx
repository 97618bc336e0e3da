// /tasks (permission 22, 'Tareas'): the task types catalogue (docs/product/catalogues.md#task-types-and-tasks,
// docs/product/catalogues.md#catalogue-screens-in-common; 10 rows a page).
import type { GridColDef } from '@mui/x-data-grid';
import type { TaskType } from '@tms/contracts';
import { catalogueFormDetail, cataloguePage } from '@/components/catalogue-kit/components/catalogue-page';
import { byCode, whileActive } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { activeColumn } from '@/components/catalogue-kit/lib/catalogue-columns';
import { useDeleteTaskType } from '../api/delete-task-type';
import { useTaskType } from '../api/get-task-type';
import { useTaskTypes } from '../api/get-task-types';
import { TaskTypeForm } from '../components/task-type-form';

const columns: GridColDef<TaskType>[] = [
  { field: 'code', headerName: 'Nombre', flex: 1, minWidth: 180 },
  { field: 'detail', headerName: 'Descripción', flex: 2, minWidth: 220 },
  activeColumn(),
];

const TaskTypeDetail = catalogueFormDetail({
  useRecord: useTaskType,
  title: (taskType) => (taskType ? `Tarea: ${taskType.code}` : 'Nueva tarea'),
  form: (taskType, recordProps) => <TaskTypeForm taskType={taskType} {...recordProps} />,
});

export const TaskTypesPage = cataloguePage({
  title: 'Tareas',
  addLabel: 'Agregar tarea',
  columns,
  pageSize: 10,
  useRows: useTaskTypes,
  useRemove: useDeleteTaskType,
  deletion: { itemName: byCode, canDelete: whileActive },
  Detail: TaskTypeDetail,
});
