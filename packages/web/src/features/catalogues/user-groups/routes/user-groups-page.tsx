// /user-groups (permission 11, 'Grupos'): the groups catalogue (docs/product/catalogues.md#groups; 5 rows a page). A
// list that cannot be read sends the user to the start, as that section asks for a Fail answer.
import type { GridColDef } from '@mui/x-data-grid';
import type { UserGroup } from '@tms/contracts';
import { cataloguePage, catalogueRecordDetail } from '@/components/catalogue-kit/components/catalogue-page';
import { byCode, whileActive } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { generalDataTab } from '@/components/catalogue-kit/components/catalogue-record-detail';
import { activeColumn, codeColumn } from '@/components/catalogue-kit/lib/catalogue-columns';
import { useDeleteUserGroup } from '../api/delete-user-group';
import { useUserGroup } from '../api/get-user-group';
import { useUserGroups } from '../api/get-user-groups';
import { UserGroupForm } from '../components/user-group-form';

const columns: GridColDef<UserGroup>[] = [
  codeColumn(),
  { field: 'detail', headerName: 'Descripción', flex: 2, minWidth: 220 },
  {
    field: 'members',
    headerName: 'Miembros',
    type: 'number',
    width: 110,
    valueGetter: (_value, group) => group.members.filter((member) => member.isActive).length,
  },
  activeColumn(),
];

const UserGroupDetail = catalogueRecordDetail({
  useRecord: useUserGroup,
  title: (group) => (group ? `Grupo: ${group.code}` : 'Nuevo grupo'),
  tabs: (group, onSaved) => [generalDataTab((active) => <UserGroupForm group={group} active={active} onSaved={onSaved} />)],
});

export const UserGroupsPage = cataloguePage({
  title: 'Grupos',
  addLabel: 'Agregar grupo',
  columns,
  pageSize: 5,
  useRows: useUserGroups,
  useRemove: useDeleteUserGroup,
  deletion: { itemName: byCode, canDelete: whileActive },
  Detail: UserGroupDetail,
  leaveWhenListFails: true,
});
