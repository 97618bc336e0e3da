// The task configuration form (docs/product/catalogues.md#task-types-and-tasks): a task type, then a category
// (disabled until a task type is chosen); both chosen, the category's sub-categories load with their flags for that
// task type and save at once.
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormHelperText, Grid, Typography } from '@mui/material';
import { taskConfigurationInput, type TaskConfigurationInput } from '@tms/contracts';
import { FormCodeSelectField } from '@/components/form/form-code-select-field';
import { useCategories } from '@/lib/lookups/get-categories';
import { useTaskTypeOptions } from '@/lib/lookups/get-task-type-options';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { useCatalogueForm } from '@/components/catalogue-kit/hooks/use-catalogue-form';
import { useTaskConfiguration } from '../api/get-task-configuration';
import { useSaveTaskConfiguration } from '../api/save-task-configuration';
import { TaskSubCategoriesTable } from './task-sub-categories-table';

const resolver = zodResolver(taskConfigurationInput);
const fields = ['taskTypeId', 'categoryId', 'subCategories'] as const;
const emptyConfiguration: TaskConfigurationInput = { taskTypeId: null, categoryId: null, subCategories: [] };

const idOf = (value: unknown) => (value ? Number(value) : null);

export function TaskConfigurationForm() {
  const taskTypes = useTaskTypeOptions();
  const categories = useCategories();
  const save = useSaveTaskConfiguration();
  const { form, submit, saving } = useCatalogueForm({
    resolver,
    defaultValues: emptyConfiguration,
    fields,
    save: save.mutateAsync,
  });
  const [taskTypeId, categoryId] = useWatch({ control: form.control, name: ['taskTypeId', 'categoryId'] }).map(idOf);
  const configuration = useTaskConfiguration(taskTypeId, categoryId);

  // The loaded flags become the form's: what the table shows is what a save sends.
  const loaded = configuration.data;
  useEffect(() => {
    const flags = (loaded ?? []).map(({ subCategoryId, isActive, isRequired }) => ({ subCategoryId, isActive, isRequired }));
    form.setValue('subCategories', flags);
  }, [loaded, form]);

  return (
    <CatalogueForm label="Configurar Tareas" onSubmit={submit} saving={saving}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormCodeSelectField control={form.control} name="taskTypeId" label="Tipo de tarea" required items={taskTypes.data} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormCodeSelectField
          control={form.control}
          name="categoryId"
          label="Categoría"
          required
          disabled={!taskTypeId}
          helperText={taskTypeId ? undefined : 'Elija primero el tipo de tarea.'}
          items={categories.data}
        />
      </Grid>
      <Grid size={12}>
        {taskTypeId && categoryId ? (
          <Controller
            control={form.control}
            name="subCategories"
            render={({ field, fieldState }) => (
              <>
                <TaskSubCategoriesTable
                  rows={loaded ?? []}
                  value={field.value}
                  onChange={field.onChange}
                  loading={configuration.isFetching}
                />
                {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
              </>
            )}
          />
        ) : (
          <Typography color="text.secondary">Elija el tipo de tarea y la categoría para ver sus subcategorías.</Typography>
        )}
      </Grid>
    </CatalogueForm>
  );
}
