// Roles catalogue (docs/product/access.md#roles) and the permission screen (business functions per role,
// docs/product/access.md#permissions).
import { z } from 'zod';
import { optionalText } from '../common/fields';
import { messages } from '../common/messages';
import { CODE_MAX, DETAIL_MAX, flagDefault, idList } from '../catalogues/catalogue-fields';
import { catalogueMessages } from '../catalogues/catalogue-messages';

export const role = z
  .object({
    id: z.number(),
    code: z.string(),
    detail: z.string(),
    isActive: z.boolean(),
    isEditable: z.boolean(),
    /** Its users sign in with a second step, set up before anything else (docs/product/access.md#two-step-sign-in). */
    requiresTwoFactor: z.boolean(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof role>;

/** isEditable is not taken from the form: roles created here are editable; only seeded roles are locked. */
export const roleInput = z.object({
  code: z
    .string({ error: catalogueMessages.roleRequired })
    .trim()
    .min(1, catalogueMessages.roleRequired)
    .max(CODE_MAX, messages.maxLength(CODE_MAX)),
  detail: optionalText(DETAIL_MAX).transform((v) => v ?? ''),
  isActive: flagDefault(true),
  requiresTwoFactor: flagDefault(false),
});
export type RoleInput = z.input<typeof roleInput>;
export type RoleInputParsed = z.output<typeof roleInput>;

export const roleEditCheck = z.object({
  roleId: z.coerce.number({ error: messages.fieldRequired }).int().positive(messages.fieldRequired),
});

export const businessFunction = z
  .object({ id: z.number(), label: z.string(), url: z.string().nullable(), isActive: z.boolean() })
  .meta({ id: 'BusinessFunction' });
export type BusinessFunction = z.infer<typeof businessFunction>;

export const businessFunctionRole = z
  .object({ roleId: z.number(), roleName: z.string(), businessFunctionId: z.number(), businessFunctionLabel: z.string() })
  .meta({ id: 'BusinessFunctionRole' });
export type BusinessFunctionRole = z.infer<typeof businessFunctionRole>;

export const businessFunctionRoleInput = z.object({
  roleId: z.coerce.number({ error: messages.fieldRequired }).int().positive(messages.fieldRequired),
  businessFunctionId: z.coerce.number({ error: messages.fieldRequired }).int().positive(messages.fieldRequired),
});
export type BusinessFunctionRoleInput = z.infer<typeof businessFunctionRoleInput>;

/**
 * POST businessFunctionRoles/massive: with type 'role', `id` is a role and `assignedIds` the business functions it
 * must hold; with type 'businessFunction', `id` is a business function and `assignedIds` the roles holding it.
 */
export const massiveAssignment = z
  .object({
    id: z.coerce.number({ error: messages.fieldRequired }).int().positive(messages.fieldRequired),
    assignedIds: idList,
    type: z.enum(['role', 'businessFunction'], { error: messages.invalidOption }),
  })
  .meta({ id: 'MassiveAssignment' });
export type MassiveAssignment = z.infer<typeof massiveAssignment>;

/**
 * GET businessFunctionRoles/abilities: what the signed-in permissions administrator may change
 * (docs/product/access.md#delegation).
 */
export const permissionAbilities = z
  .object({
    /** Business functions it holds, so may grant or withdraw on other roles. */
    changeableFunctionIds: z.array(z.number()),
    /** Its own role, whose grants it may not change; null for the superuser. */
    lockedRoleId: z.number().nullable(),
  })
  .meta({ id: 'PermissionAbilities' });
export type PermissionAbilities = z.infer<typeof permissionAbilities>;
