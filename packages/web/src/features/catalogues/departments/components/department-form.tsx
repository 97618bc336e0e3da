// General data of a department (spec 5: code and detail required, isActive required; the responsible is optional
// and shows as 'Administrador' when missing).
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { departmentInput, type Department, type DepartmentInput } from '@tms/contracts';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeDetailFields } from '@/components/catalogue-kit/components/code-detail-fields';
import { FormOwnerField } from '@/components/catalogue-kit/components/form-owner-field';
import {
  useCatalogueRecordForm,
  type CatalogueRecordFormProps,
} from '@/components/catalogue-kit/hooks/use-catalogue-record-form';
import { useCreateDepartment } from '../api/create-department';
import { useUpdateDepartment } from '../api/update-department';

const resolver = zodResolver(departmentInput);
const fields = ['code', 'detail', 'ownerId', 'isActive'] as const;

interface DepartmentFormProps extends CatalogueRecordFormProps {
  department?: Department;
}

export function DepartmentForm({ department, active, onSaved }: DepartmentFormProps) {
  const { form, submit, saving } = useCatalogueRecordForm({
    record: department,
    useCreate: useCreateDepartment,
    useUpdate: useUpdateDepartment,
    resolver,
    defaultValues: {
      code: department?.code ?? '',
      detail: department?.detail ?? '',
      ownerId: department?.ownerId ?? null,
      isActive: department?.isActive ?? true,
    } satisfies DepartmentInput,
    fields,
    onSaved,
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
