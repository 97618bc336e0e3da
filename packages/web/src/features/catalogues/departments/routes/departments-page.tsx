// /departments (permission 24): the departments catalogue (spec 2; 15 rows a page) with their members.
import type { GridColDef } from '@mui/x-data-grid';
import type { Department } from '@tms/contracts';
import { CatalogueScreen, type CatalogueDetailProps } from '@/components/catalogue-kit/components/catalogue-screen';
import { byCode, whileActive } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { CatalogueRecordDetail, generalDataTab } from '@/components/catalogue-kit/components/catalogue-record-detail';
import { useDeleteDepartment } from '../api/delete-department';
import { useDepartment } from '../api/get-department';
import { useDepartments } from '../api/get-departments';
import { DepartmentForm } from '../components/department-form';
import { DepartmentMembers, MembersAfterSaving } from '../components/department-members';

const PAGE_SIZE = 15;

const columns: GridColDef<Department>[] = [
  { field: 'code', headerName: 'Código', flex: 1, minWidth: 160 },
  { field: 'detail', headerName: 'Descripción', flex: 1.5, minWidth: 200 },
  { field: 'ownerName', headerName: 'Responsable', flex: 1, minWidth: 170 },
  { field: 'isActive', headerName: 'Activo', type: 'boolean', width: 90 },
];

function DepartmentDetail({ id, onSaved, onBack }: CatalogueDetailProps) {
  const query = useDepartment(id);
  return (
    <CatalogueRecordDetail
      id={id}
      query={query}
      onBack={onBack}
      title={(department) => (department ? `Departamento: ${department.code}` : 'Nuevo departamento')}
      tabs={(department) => [
        generalDataTab((active) => (
          <>
            <DepartmentForm department={department} active={active} onSaved={onSaved} />
            {department ? <DepartmentMembers department={department} /> : <MembersAfterSaving />}
          </>
        )),
      ]}
    />
  );
}

export function DepartmentsPage() {
  const departments = useDepartments();
  const remove = useDeleteDepartment();
  return (
    <CatalogueScreen
      title="Departamentos"
      addLabel="Agregar departamento"
      rows={departments.data}
      loading={departments.isFetching}
      columns={columns}
      pageSize={PAGE_SIZE}
      deletion={{ itemName: byCode, remove: remove.mutateAsync, canDelete: whileActive }}
      renderDetail={(props) => <DepartmentDetail {...props} />}
    />
  );
}
