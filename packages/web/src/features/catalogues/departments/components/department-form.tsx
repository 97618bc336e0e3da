// General data of a department (spec 5: code and detail required, isActive required; the responsible is optional
// and shows as 'Administrador' when missing).
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { departmentInput, type Department, type DepartmentInput } from '@tms/contracts';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeDetailFields } from '@/components/catalogue-kit/components/code-detail-fields';
import { FormOwnerField } from '@/components/catalogue-kit/components/form-owner-field';
import { useCatalogueSave } from '@/components/catalogue-kit/api/use-catalogue-save';
import { useCatalogueForm } from '@/components/catalogue-kit/hooks/use-catalogue-form';
import { useCreateDepartment } from '../api/create-department';
import { useUpdateDepartment } from '../api/update-department';

const resolver = zodResolver(departmentInput);
const fields = ['code', 'detail', 'ownerId', 'isActive'] as const;

interface DepartmentFormProps {
  department?: Department;
  active: boolean;
  onSaved: (id: number) => void;
}

export function DepartmentForm({ department, active, onSaved }: DepartmentFormProps) {
  const save = useCatalogueSave(department, useCreateDepartment, useUpdateDepartment);
  const { form, submit, saving } = useCatalogueForm({
    resolver,
    defaultValues: {
      code: department?.code ?? '',
      detail: department?.detail ?? '',
      ownerId: department?.ownerId ?? null,
      isActive: department?.isActive ?? true,
    } satisfies DepartmentInput,
    fields,
    save,
    onSaved: (saved) => onSaved(saved.id),
    active,
  });
  return (
    <CatalogueForm label="Datos Generales" onSubmit={submit} saving={saving}>
      <CodeDetailFields control={form.control} />
      <Grid size={{ xs: 12, md: 6 }}>
        <FormOwnerField control={form.control} name="ownerId" required={false} />
      </Grid>
      <ActiveField control={form.control} />
    </CatalogueForm>
  );
}
