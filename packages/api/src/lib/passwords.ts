// Password hashing with node's built-in scrypt (no native addon), and generation of temporary passwords.
import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Bytes of an unusable password: never told to anyone. */
const UNUSABLE_PASSWORD_BYTES = 32;

/**
 * The local password of a user another system signs in (directory, single sign-on): the hash of random bytes nobody
 * knows, so only that system, a recovery or an administrator's new password opens the account.
 */
export const unusablePasswordHash = () => hashPassword(randomBytes(UNUSABLE_PASSWORD_BYTES).toString('base64url'));

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A sign-in checks the password and a recovery password, or stand-ins for them: always two derivations. */
export const SIGN_IN_CANDIDATES = 2;

let nobodysHash: Promise<string> | undefined;

/**
 * Which of the stored hashes (the password, then a live recovery password) `password` matches, or -1. Missing
 * hashes (an unknown user, no recovery under way) are replaced by a hash of nothing and checked all the same, in
 * parallel: every sign-in costs the same, so its time tells neither whether the user exists nor whether a recovery
 * is pending (docs/product/access.md#sign-in).
 */
export async function matchPassword(password: string, stored: (string | null | undefined)[]): Promise<number> {
  nobodysHash ??= hashPassword(randomBytes(16).toString('base64'));
  const standIn = await nobodysHash;
  const hashes = Array.from({ length: SIGN_IN_CANDIDATES }, (_, i) => stored[i] || null);
  const matches = await Promise.all(
    hashes.map(async (hash) => (await verifyPassword(password, hash ?? standIn)) && hash !== null),
  );
  return matches.indexOf(true);
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** 12 characters without look-alikes, with at least one digit. */
export function generateTemporaryPassword(): string {
  const chars = Array.from({ length: 11 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  chars.splice(randomInt(12), 0, String(randomInt(2, 10)));
  return chars.join('');
}
