// The ten one-use recovery codes of a second step (docs/product/access.md#two-step-sign-in): 10 characters without
// look-alikes (50 random bits), shown once as 'ABCDE-23456', stored hashed like passwords.
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_LENGTH } from '@tms/contracts';
import { hashPassword, verifyPassword } from '../../../lib/passwords';

export const RECOVERY_CODE_COUNT = 10;
const GROUP = RECOVERY_CODE_LENGTH / 2;

export interface StoredRecoveryCode {
  id: number;
  codeHash: string;
}

function generateRecoveryCode(): string {
  const chars = Array.from(
    { length: RECOVERY_CODE_LENGTH },
    () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
  );
  return `${chars.slice(0, GROUP).join('')}-${chars.slice(GROUP).join('')}`;
}

/** New codes as shown to the user, and their hashes (of the code without its dash, as the schema hands it over). */
export async function generateRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code.replace('-', ''))));
  return { codes, hashes };
}

/** The id of the unused code `typed` (already normalized) is, or null; every stored code is checked, in parallel. */
export async function matchingRecoveryCode(typed: string, stored: StoredRecoveryCode[]): Promise<number | null> {
  const matches = await Promise.all(stored.map((code) => verifyPassword(typed, code.codeHash)));
  const index = matches.indexOf(true);
  return index < 0 ? null : stored[index].id;
}
