// Members of a saved department: added through the multi-select user dialog and removed one by one, each change
// saved at once (docs/product/catalogues.md#departments).
import { useState } from 'react';
import { CardContent, Divider, Typography } from '@mui/material';
import { messages, type Department } from '@tms/contracts';
import { MembersTable } from '@/components/catalogue-kit/components/members-table';
import { SelectUsersDialog } from '@/components/catalogue-kit/components/select-users-dialog';
import { notifyFailure } from '@/components/catalogue-kit/lib/notify-failure';
import { notify } from '@/lib/notify';
import { useAddDepartmentMembers } from '../api/add-department-members';
import { useRemoveDepartmentMember } from '../api/remove-department-member';

const MEMBERS_PAGE_SIZE = 5;

export function DepartmentMembers({ department }: { department: Department }) {
  const [adding, setAdding] = useState(false);
  const addMembers = useAddDepartmentMembers();
  const removeMember = useRemoveDepartmentMember();

  const add = async (userIds: number[]) => {
    try {
      await addMembers.mutateAsync({ id: department.id, userIds });
      notify.success(messages.operationSuccess);
      return true;
    } catch (error) {
      notifyFailure(error);
      return false;
    }
  };

  const remove = (userId: number) =>
    removeMember.mutate(
      { id: department.id, userId },
      { onSuccess: () => notify.success(messages.operationSuccess), onError: notifyFailure },
    );

  return (
    <>
      <Divider />
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <MembersTable
          members={department.departmentMembers}
          pageSize={MEMBERS_PAGE_SIZE}
          onAdd={() => setAdding(true)}
          onRemove={(member) => remove(member.userId)}
          disabled={removeMember.isPending}
        />
      </CardContent>
      <SelectUsersDialog open={adding} onAdd={(users) => add(users.map((user) => user.id))} onClose={() => setAdding(false)} />
    </>
  );
}

/** A new department has no members yet: they are added once it exists. */
export function MembersAfterSaving() {
  return (
    <>
      <Divider />
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography color="text.secondary">Guarde el departamento para agregar miembros.</Typography>
      </CardContent>
    </>
  );
}
