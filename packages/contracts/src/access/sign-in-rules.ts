// The sign-in limits and the rule for a sign-in field (docs/product/access.md#sign-in), free of the validation
// library: the sign-in screen is the first thing anyone loads and checks its fields with these alone.
import { messages } from '../common/messages';

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
