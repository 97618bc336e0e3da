// General data of a task type (docs/product/catalogues.md#validation: code and detail required, isActive
// 'Requerido').
import { zodResolver } from '@hookform/resolvers/zod';
import { taskTypeInput, type TaskType, type TaskTypeInput } from '@tms/contracts';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeDetailFields, codeDetailValues } from '@/components/catalogue-kit/components/code-detail-fields';
import {
  useCatalogueRecordForm,
  type CatalogueRecordFormProps,
} from '@/components/catalogue-kit/hooks/use-catalogue-record-form';
import { useCreateTaskType } from '../api/create-task-type';
import { useUpdateTaskType } from '../api/update-task-type';

const resolver = zodResolver(taskTypeInput);
const fields = ['code', 'detail', 'isActive'] as const;

interface TaskTypeFormProps extends CatalogueRecordFormProps {
  taskType?: TaskType;
}

export function TaskTypeForm({ taskType, ...recordProps }: TaskTypeFormProps) {
  const { form, submit, saving } = useCatalogueRecordForm({
    record: taskType,
    useCreate: useCreateTaskType,
    useUpdate: useUpdateTaskType,
    resolver,
    defaultValues: codeDetailValues(taskType) satisfies TaskTypeInput,
    fields,
    ...recordProps,
  });
  return (
    <CatalogueForm label="Datos Generales" onSubmit={submit} saving={saving}>
      <CodeDetailFields control={form.control} codeLabel="Nombre" />
      <ActiveField control={form.control} />
    </CatalogueForm>
  );
}
