// /user-groups (permission 11, 'Grupos'): the groups catalogue (spec 2; 5 rows a page). A list that cannot be read
// sends the user to the start, as the spec asks for a Fail answer.
import { Navigate } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import type { UserGroup } from '@tms/contracts';
import { CatalogueScreen, type CatalogueDetailProps } from '@/components/catalogue-kit/components/catalogue-screen';
import { byCode, whileActive } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { CatalogueRecordDetail, generalDataTab } from '@/components/catalogue-kit/components/catalogue-record-detail';
import { useDeleteUserGroup } from '../api/delete-user-group';
import { useUserGroup } from '../api/get-user-group';
import { useUserGroups } from '../api/get-user-groups';
import { UserGroupForm } from '../components/user-group-form';

const PAGE_SIZE = 5;

const columns: GridColDef<UserGroup>[] = [
  { field: 'code', headerName: 'Código', flex: 1, minWidth: 160 },
  { field: 'detail', headerName: 'Descripción', flex: 2, minWidth: 220 },
  {
    field: 'members',
    headerName: 'Miembros',
    type: 'number',
    width: 110,
    valueGetter: (_value, group) => group.members.filter((member) => member.isActive).length,
  },
  { field: 'isActive', headerName: 'Activo', type: 'boolean', width: 90 },
];

function UserGroupDetail({ id, onSaved, onBack }: CatalogueDetailProps) {
  const query = useUserGroup(id);
  return (
    <CatalogueRecordDetail
      id={id}
      query={query}
      onBack={onBack}
      title={(group) => (group ? `Grupo: ${group.code}` : 'Nuevo grupo')}
      tabs={(group) => [generalDataTab((active) => <UserGroupForm group={group} active={active} onSaved={onSaved} />)]}
    />
  );
}

export function UserGroupsPage() {
  const groups = useUserGroups();
  const remove = useDeleteUserGroup();
  if (groups.isError) return <Navigate to="/" replace />;
  return (
    <CatalogueScreen
      title="Grupos"
      addLabel="Agregar grupo"
      rows={groups.data}
      loading={groups.isFetching}
      columns={columns}
      pageSize={PAGE_SIZE}
      deletion={{ itemName: byCode, remove: remove.mutateAsync, canDelete: whileActive }}
      renderDetail={(props) => <UserGroupDetail {...props} />}
    />
  );
}
