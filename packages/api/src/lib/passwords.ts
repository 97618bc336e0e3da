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

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let nobodysHash: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no stored hash (an unknown user name), so a known and an unknown
 * name take the same time to answer (PRODUCT.md §7). Always false.
 */
export async function verifyPasswordOfNobody(password: string): Promise<false> {
  nobodysHash ??= hashPassword(randomBytes(16).toString('base64'));
  await verifyPassword(password, await nobodysHash);
  return false;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** 12 characters without look-alikes, with at least one digit. */
export function generateTemporaryPassword(): string {
  const chars = Array.from({ length: 11 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  chars.splice(randomInt(12), 0, String(randomInt(2, 10)));
  return chars.join('');
}
