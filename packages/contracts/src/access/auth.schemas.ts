// Sign-in, session, recovery and password change.
import { z } from 'zod';
import { messages } from '../common/messages';
import { PASSWORD_MIN, RECOVERY_MIN, SIGN_IN_MAX } from './sign-in-rules';

export {
  normalizeRecoveryCode,
  normalizeTotpCode,
  PASSWORD_MIN,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  RECOVERY_MIN,
  recoveryCodeError,
  SIGN_IN_MAX,
  signInFieldError,
  TOTP_DIGITS,
  totpCodeError,
} from './sign-in-rules';

const signInField = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .max(SIGN_IN_MAX, messages.maxLength(SIGN_IN_MAX));

export const loginRequest = z.object({ userName: signInField, password: signInField }).meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequest>;

export const session = z
  .object({
    id: z.number(),
    token: z.string(),
    userName: z.string(),
    email: z.string(),
    displayName: z.string(),
    needChangePassword: z.boolean(),
    /**
     * The role requires the second step and the user has not set it up: only the set-up calls answer until then
     * (docs/product/access.md#two-step-sign-in).
     */
    needTwoFactorSetup: z.boolean(),
    roleId: z.number(),
    entityTypeId: z.number(),
    companyLocationId: z.number().nullable(),
    companyId: z.number(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof session>;

export const permissionItem = z.object({ id: z.number(), url: z.string().nullable(), label: z.string() });
export type PermissionItem = z.infer<typeof permissionItem>;

export const recoverPasswordRequest = z.object({
  user: z.string({ error: messages.required }).trim().min(RECOVERY_MIN, messages.required).max(255),
});
export const recoverPasswordResponse = z.object({ result: z.boolean(), message: z.string() });

export const updatePasswordRequest = z
  .object({
    password: z
      .string({ error: messages.required })
      .min(1, messages.required)
      .min(PASSWORD_MIN, messages.passwordTooShort)
      .max(SIGN_IN_MAX, messages.maxLength(SIGN_IN_MAX)),
    confirmPassword: z.string().optional(),
    /**
     * Required by the server unless the change is forced (after a recovery or an administrator's reset): a stolen
     * session alone cannot take the account (docs/product/access.md#change-and-recover-password).
     */
    currentPassword: z.string().max(SIGN_IN_MAX, messages.maxLength(SIGN_IN_MAX)).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequest>;
