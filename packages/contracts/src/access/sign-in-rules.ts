// The sign-in limits and the rule for a sign-in field (docs/product/access.md#sign-in), and those of the second step's
// codes (docs/product/access.md#two-step-sign-in), free of the validation library: the sign-in screen is the first
// thing anyone loads and checks its fields with these alone.
import { messages } from '../common/messages';
import { twoFactorMessages } from './access.messages';

export const SIGN_IN_MAX = 64;
export const RECOVERY_MIN = 4;
export const PASSWORD_MIN = 8;

/**
 * The rule of docs/product/access.md#sign-in for each sign-in field (the message, or null when the value is fine);
 * loginRequest says the same for the server (a test proves it).
 */
export function signInFieldError(value: string): string | null {
  if (value.length === 0) return messages.required;
  if (value.length > SIGN_IN_MAX) return messages.maxLength(SIGN_IN_MAX);
  return null;
}

/** Digits of a second-step code (docs/product/access.md#two-step-sign-in). */
export const TOTP_DIGITS = 6;
/** Characters of a recovery code, shown in two groups of five ('ABCDE-23456'). */
export const RECOVERY_CODE_LENGTH = 10;
/** The letters and digits of recovery codes: none that look alike (no I, O, 0 or 1). */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const TOTP_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
const RECOVERY_CODE = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** A code as apps show it ('123 456') or as typed: without its spaces. */
export const normalizeTotpCode = (value: string) => value.replace(/\s/g, '');

/** A recovery code typed with or without its dash and spaces, in any case. */
export const normalizeRecoveryCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** The rule for a second-step code (the message, or null when the value is fine); the schemas say the same. */
export function totpCodeError(value: string): string | null {
  return TOTP_CODE.test(normalizeTotpCode(value)) ? null : twoFactorMessages.codeFormat;
}

/** The rule for a recovery code (the message, or null when the value is fine); the schemas say the same. */
export function recoveryCodeError(value: string): string | null {
  return RECOVERY_CODE.test(normalizeRecoveryCode(value)) ? null : twoFactorMessages.recoveryCodeFormat;
}
