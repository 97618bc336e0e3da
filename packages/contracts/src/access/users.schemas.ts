// User administration: the form the administrator fills and what the list shows.
import { z } from 'zod';
import { messages } from '../common/messages';
import { email, optionalPhone, optionalText, requiredId, requiredText } from '../common/fields';
import { PASSWORD_MIN, SIGN_IN_MAX } from './auth.schemas';
import { EntityType } from '../common/permissions';

/** 4-25 letters, digits, dots and underscores; no dot/underscore at either end nor two in a row. */
export const USER_NAME_PATTERN = /^(?=.{4,25}$)[A-Za-z0-9]+(?:[._][A-Za-z0-9]+)*$/;

export const userInput = z
  .object({
    userName: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(255, messages.maxLength(255))
      .regex(USER_NAME_PATTERN, messages.userNameFormat),
    displayName: requiredText(255, messages.required),
    email,
    mobilePhone: optionalPhone,
    roleId: requiredId(messages.required),
    companyLocationId: requiredId(messages.required),
    entityTypeId: requiredId(messages.required),
    externalEntityId: z.coerce
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    externalId: optionalText(255),
    isActive: z.boolean().default(true),
    /** Initial password set by the administrator; empty means "generate a temporary one". */
    password: z
      .string()
      .max(SIGN_IN_MAX, messages.maxLength(SIGN_IN_MAX))
      .refine((v) => v === '' || v.length >= PASSWORD_MIN, messages.passwordTooShort)
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.entityTypeId !== EntityType.Internal && !v.externalEntityId) {
      ctx.addIssue({ code: 'custom', path: ['externalEntityId'], message: messages.externalEntityRequired });
    }
  });
export type UserInput = z.input<typeof userInput>;
export type UserInputParsed = z.output<typeof userInput>;

export const user = z
  .object({
    id: z.number(),
    userName: z.string(),
    displayName: z.string(),
    email: z.string(),
    mobilePhone: z.string().nullable(),
    roleId: z.number(),
    roleName: z.string().nullable(),
    companyLocationId: z.number().nullable(),
    companyLocationName: z.string().nullable(),
    externalId: z.string().nullable(),
    isActive: z.boolean(),
    entityTypeId: z.number(),
    entityTypeName: z.string().nullable(),
    externalEntityId: z.number().nullable(),
    userTypeId: z.number().nullable(),
    isTempPassword: z.boolean(),
    isGroup: z.boolean(),
    lastLogon: z.string().nullable(),
    emailNotifications: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const userSaved = z.object({ user, temporaryPassword: z.string().nullable() });
export type UserSaved = z.infer<typeof userSaved>;

/** A user in the pickers of internal users: enough to tell two people apart and to write to them. */
export const userSearchItem = z.object({ id: z.number(), userName: z.string(), displayName: z.string(), email: z.string() });
export type UserSearchItem = z.infer<typeof userSearchItem>;

/** A user in the pickers of clients and providers (docs/product/access.md#users): never another user's e-mail or phone. */
export const userPickerItem = z.object({ id: z.number(), displayName: z.string() });
export type UserPickerItem = z.infer<typeof userPickerItem>;

/** GET users/all and users/search/{text}: the full item for internal callers, id and name for external ones. */
export const pickedUser = z.union([userSearchItem, userPickerItem]);
export type PickedUser = z.infer<typeof pickedUser>;

/** What the signed-in administrator may do with one user (the user form reads it instead of re-implementing it). */
export const userAbilities = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canChangeRole: z.boolean(),
  /** Roles this administrator may give the user: those holding no permission the administrator lacks. */
  assignableRoleIds: z.array(z.number()),
});
export type UserAbilities = z.infer<typeof userAbilities>;

export const userDetail = user
  .extend({
    abilities: userAbilities,
    /** The user signs in with a second step (docs/product/access.md#two-step-sign-in); an administrator may reset it. */
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'UserDetail' });
export type UserDetail = z.infer<typeof userDetail>;
