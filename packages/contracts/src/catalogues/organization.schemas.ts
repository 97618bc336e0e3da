// Departments and user groups with their members (docs/product/catalogues.md#departments,
// docs/product/catalogues.md#groups).
import { z } from 'zod';
import { messages } from '../common/messages';
import { requiredId } from '../common/fields';
import {
  catalogueRowFields,
  codeField,
  detailField,
  flagDefault,
  optionalId,
  requiredFlag,
  responsibleFields,
} from './catalogue-fields';
import { catalogueMessages } from './catalogue-messages';

const memberUser = { userId: z.number(), userName: z.string(), displayName: z.string() };

export const departmentInput = z.object({
  code: codeField,
  detail: detailField,
  ownerId: optionalId,
  isActive: requiredFlag(),
  /** When sent, the department's members become exactly these users; when omitted they stay as they are. */
  departmentMembers: z
    .array(z.object({ userId: requiredId(messages.invalidOption) }), { error: messages.badRequest })
    .optional()
    .transform((list) => (list ? [...new Set(list.map((m) => m.userId))] : undefined)),
});
export type DepartmentInput = z.input<typeof departmentInput>;
export type DepartmentInputParsed = z.output<typeof departmentInput>;

/** POST deparments/{id}/members: users to add (duplicates and present members are ignored). */
export const departmentMembersInput = z.object({
  userIds: z
    .array(z.coerce.number().int().positive(messages.invalidOption), { error: catalogueMessages.noUsersSelected })
    .min(1, catalogueMessages.noUsersSelected),
});

export const department = z
  .object({
    ...catalogueRowFields,
    ...responsibleFields,
    isActive: z.boolean(),
    departmentMembers: z.array(z.object({ departmentId: z.number(), ...memberUser })),
  })
  .meta({ id: 'Department' });
export type Department = z.infer<typeof department>;

export const userGroupInput = z.object({
  code: codeField,
  detail: detailField,
  isActive: requiredFlag(),
  members: z
    .array(z.object({ userId: requiredId(messages.invalidOption), isActive: flagDefault(true) }), {
      error: catalogueMessages.groupNeedsMember,
    })
    // The dialog ignores duplicates; so does the server (the last entry of a user wins).
    .transform((list) => [...new Map(list.map((m) => [m.userId, m])).values()])
    .refine((list) => list.some((m) => m.isActive), catalogueMessages.groupNeedsMember),
});
export type UserGroupInput = z.input<typeof userGroupInput>;
export type UserGroupInputParsed = z.output<typeof userGroupInput>;

export const userGroup = z
  .object({
    ...catalogueRowFields,
    isActive: z.boolean(),
    members: z.array(z.object({ userGroupId: z.number(), isActive: z.boolean(), ...memberUser })),
  })
  .meta({ id: 'UserGroup' });
export type UserGroup = z.infer<typeof userGroup>;
