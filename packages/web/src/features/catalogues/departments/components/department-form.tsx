// General data of a department (docs/product/catalogues.md#departments: code and detail required, isActive
// required; the responsible is optional and shows as 'Administrador' when missing).
import { zodResolver } from '@hookform/resolvers/zod';
import { departmentInput, type Department, type DepartmentInput } from '@tms/contracts';
import { FormCells } from '@/components/form/form-cells';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeDetailFields, codeDetailValues } from '@/components/catalogue-kit/components/code-detail-fields';
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

export function DepartmentForm({ department, ...recordProps }: DepartmentFormProps) {
  const { form, submit, saving } = useCatalogueRecordForm({
    record: department,
    useCreate: useCreateDepartment,
    useUpdate: useUpdateDepartment,
    resolver,
    defaultValues: { ...codeDetailValues(department), ownerId: department?.ownerId ?? null } satisfies DepartmentInput,
    fields,
    ...recordProps,
  });
  return (
    <CatalogueForm label="Datos Generales" onSubmit={submit} saving={saving}>
      <CodeDetailFields control={form.control} />
      <FormCells>
        <FormOwnerField control={form.control} name="ownerId" required={false} />
      </FormCells>
      <ActiveField control={form.control} />
    </CatalogueForm>
  );
}
