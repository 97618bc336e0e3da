// General data of a task type (spec 5: code and detail required, isActive 'Requerido').
import { zodResolver } from '@hookform/resolvers/zod';
import { taskTypeInput, type TaskType, type TaskTypeInput } from '@tms/contracts';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeDetailFields } from '@/components/catalogue-kit/components/code-detail-fields';
import { useCatalogueSave } from '@/components/catalogue-kit/api/use-catalogue-save';
import { useCatalogueForm } from '@/components/catalogue-kit/hooks/use-catalogue-form';
import { useCreateTaskType } from '../api/create-task-type';
import { useUpdateTaskType } from '../api/update-task-type';

const resolver = zodResolver(taskTypeInput);
const fields = ['code', 'detail', 'isActive'] as const;

interface TaskTypeFormProps {
  taskType?: TaskType;
  active: boolean;
  onSaved: (id: number) => void;
}

export function TaskTypeForm({ taskType, active, onSaved }: TaskTypeFormProps) {
  const save = useCatalogueSave(taskType, useCreateTaskType, useUpdateTaskType);
  const { form, submit, saving } = useCatalogueForm({
    resolver,
    defaultValues: {
      code: taskType?.code ?? '',
      detail: taskType?.detail ?? '',
      isActive: taskType?.isActive ?? true,
    } satisfies TaskTypeInput,
    fields,
    save,
    onSaved: (saved) => onSaved(saved.id),
    active,
  });
  return (
    <CatalogueForm label="Datos Generales" onSubmit={submit} saving={saving}>
      <CodeDetailFields control={form.control} codeLabel="Nombre" />
      <ActiveField control={form.control} />
    </CatalogueForm>
  );
}
