// /departments (permission 24): the departments catalogue (docs/product/catalogues.md#departments; 15 rows a page)
// with their members.
import type { GridColDef } from '@mui/x-data-grid';
import type { Department } from '@tms/contracts';
import { cataloguePage, catalogueRecordDetail } from '@/components/catalogue-kit/components/catalogue-page';
import { byCode, whileActive } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { generalDataTab } from '@/components/catalogue-kit/components/catalogue-record-detail';
import { activeColumn, codeColumn } from '@/components/catalogue-kit/lib/catalogue-columns';
import { useDeleteDepartment } from '../api/delete-department';
import { useDepartment } from '../api/get-department';
import { useDepartments } from '../api/get-departments';
import { DepartmentForm } from '../components/department-form';
import { DepartmentMembers, MembersAfterSaving } from '../components/department-members';

const columns: GridColDef<Department>[] = [
  codeColumn(),
  { field: 'detail', headerName: 'Descripción', flex: 1.5, minWidth: 200 },
  { field: 'ownerName', headerName: 'Responsable', flex: 1, minWidth: 170 },
  activeColumn(),
];

const DepartmentDetail = catalogueRecordDetail({
  useRecord: useDepartment,
  title: (department) => (department ? `Departamento: ${department.code}` : 'Nuevo departamento'),
  tabs: (department, onSaved) => [
    generalDataTab((active) => (
      <>
        <DepartmentForm department={department} active={active} onSaved={onSaved} />
        {department ? <DepartmentMembers department={department} /> : <MembersAfterSaving />}
      </>
    )),
  ],
});

export const DepartmentsPage = cataloguePage({
  title: 'Departamentos',
  addLabel: 'Agregar departamento',
  columns,
  pageSize: 15,
  useRows: useDepartments,
  useRemove: useDeleteDepartment,
  deletion: { itemName: byCode, canDelete: whileActive },
  Detail: DepartmentDetail,
});
