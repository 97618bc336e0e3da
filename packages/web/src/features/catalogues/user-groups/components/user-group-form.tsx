// A group's general data and its members (docs/product/catalogues.md#groups): members are edited here and saved with
// the group, which needs at least one ('El grupo debe tener por lo menos 1 miembro'). A failed save says 'No se pudo
// guardar' and, as that section asks for a Fail answer, goes back to the start; a refused field stays on screen with
// its message.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { catalogueMessages, userGroupInput, type UserGroup } from '@tms/contracts';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeDetailFields } from '@/components/catalogue-kit/components/code-detail-fields';
import { MembersTable, type Member } from '@/components/catalogue-kit/components/members-table';
import { SelectUsersDialog } from '@/components/catalogue-kit/components/select-users-dialog';
import {
  useCatalogueRecordForm,
  type CatalogueRecordFormProps,
} from '@/components/catalogue-kit/hooks/use-catalogue-record-form';
import { isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { useCreateUserGroup } from '../api/create-user-group';
import { useUpdateUserGroup } from '../api/update-user-group';
import { memberOfUser, userGroupFields, userGroupFormValues, withMembers, type GroupMemberInput } from './user-group-form-values';

const resolver = zodResolver(userGroupInput);
const MEMBERS_PAGE_SIZE = 5;

const isFieldRefusal = (error: unknown) => isApiError(error) && Object.keys(error.fields).length > 0;

interface UserGroupFormProps extends CatalogueRecordFormProps {
  group?: UserGroup;
}

export function UserGroupForm({ group, active, onSaved }: UserGroupFormProps) {
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  // Names of every user that was a member or was added, for the table.
  const [known, setKnown] = useState<ReadonlyMap<number, Member>>(
    () => new Map(group?.members.map((member) => [member.userId, member])),
  );
  const { form, submit, saving } = useCatalogueRecordForm({
    record: group,
    useCreate: useCreateUserGroup,
    useUpdate: useUpdateUserGroup,
    resolver,
    defaultValues: userGroupFormValues(group),
    fields: userGroupFields,
    onSaved,
    successMessage: catalogueMessages.groupSaved,
    onFailure: (error) => {
      notify.error(catalogueMessages.groupNotSaved);
      if (!isFieldRefusal(error)) void navigate('/');
    },
    active,
  });

  return (
    <CatalogueForm label="Datos Generales" onSubmit={submit} saving={saving}>
      <CodeDetailFields control={form.control} />
      <ActiveField control={form.control} />
      <Grid size={12}>
        <Controller
          control={form.control}
          name="members"
          render={({ field, fieldState }) => {
            const members: GroupMemberInput[] = field.value;
            const change = (next: GroupMemberInput[]) => {
              field.onChange(next);
              if (form.formState.isSubmitted) void form.trigger('members');
            };
            return (
              <>
                <MembersTable
                  members={members.flatMap((member) => known.get(Number(member.userId)) ?? [])}
                  pageSize={MEMBERS_PAGE_SIZE}
                  onAdd={() => setChoosing(true)}
                  onRemove={(member) => change(members.filter((candidate) => candidate.userId !== member.userId))}
                  error={fieldState.error?.message ?? fieldState.error?.root?.message}
                />
                <SelectUsersDialog
                  open={choosing}
                  onAdd={(users) => {
                    setKnown((current) => new Map([...current, ...users.map((user) => [user.id, memberOfUser(user)] as const)]));
                    change(withMembers(members, users));
                    return true;
                  }}
                  onClose={() => setChoosing(false)}
                />
              </>
            );
          }}
        />
      </Grid>
    </CatalogueForm>
  );
}
