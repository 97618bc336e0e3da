// The group form's values are the contracts' userGroupInput; the members' names, which only the table needs, are
// kept beside them.
import type { UserGroup, UserGroupInput, UserSearchItem } from '@tms/contracts';
import type { Member } from '@/components/catalogue-kit/components/members-table';

export type GroupMemberInput = UserGroupInput['members'][number];

export const userGroupFields = ['code', 'detail', 'isActive', 'members'] as const;

export const userGroupFormValues = (group?: UserGroup): UserGroupInput => ({
  code: group?.code ?? '',
  detail: group?.detail ?? '',
  isActive: group?.isActive ?? true,
  members: (group?.members ?? []).filter((member) => member.isActive).map(({ userId }) => ({ userId, isActive: true })),
});

export const memberOfUser = (user: UserSearchItem): Member => ({
  userId: user.id,
  userName: user.userName,
  displayName: user.displayName,
});

/** Adds users not already listed (docs/product/catalogues.md#groups: duplicates are ignored). */
export const withMembers = (members: readonly GroupMemberInput[], users: readonly UserSearchItem[]): GroupMemberInput[] => [
  ...members,
  ...users
    .filter((user) => !members.some((member) => member.userId === user.id))
    .map((user) => ({ userId: user.id, isActive: true })),
];
