// /task-configuration (permission 23, 'Configurar Tareas'): which sub-categories require each task type.
import { Card } from '@mui/material';
import { CatalogueHeader } from '@/components/catalogue-kit/components/catalogue-header';
import { TaskConfigurationForm } from '../components/task-configuration-form';

export function TaskConfigurationPage() {
  return (
    <>
      <CatalogueHeader title="Configurar Tareas" level="page" />
      <Card>
        <TaskConfigurationForm />
      </Card>
    </>
  );
}
