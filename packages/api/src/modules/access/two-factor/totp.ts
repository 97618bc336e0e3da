// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1 of the 30-second step counter, dynamic
// truncation, 6 digits; keys travel in base32 (RFC 4648) as authenticator apps read them
// (docs/product/access.md#two-step-sign-in).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TOTP_DIGITS } from '@tms/contracts';

export const STEP_SECONDS = 30;
/** Codes of one step either side of the current one are accepted (clocks drift, people type slowly). */
export const STEP_WINDOW = 1;
/** 160 bits, the HMAC-SHA1 block the RFC recommends for a key. */
const KEY_BYTES = 20;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const BASE32_BITS = 5;

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    // At most 12 bits are pending at any time: keeping 16 never overflows.
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= BASE32_BITS) {
      text += BASE32_ALPHABET[(value >>> (bits - BASE32_BITS)) & 31];
      bits -= BASE32_BITS;
    }
  }
  if (bits > 0) text += BASE32_ALPHABET[(value << (BASE32_BITS - bits)) & 31];
  return text;
}

/** Decodes base32 as people copy it: any case, spaces and padding ignored. Throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not a base32 text');
    value = ((value << BASE32_BITS) | index) & 0xffff;
    bits += BASE32_BITS;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new random key, in base32. */
export const generateTotpSecret = () => base32Encode(randomBytes(KEY_BYTES));

/** The step counter of an instant: whole 30-second periods since the Unix epoch. */
export const stepAt = (time: Date) => Math.floor(time.getTime() / 1000 / STEP_SECONDS);

/** RFC 4226 HOTP: HMAC-SHA1 of the 8-byte big-endian counter, dynamic truncation, the last `digits` decimal digits. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code of the base32 key `secret` at `time`. */
export const totpAt = (secret: string, time: Date, digits = TOTP_DIGITS) => hotp(base32Decode(secret), stepAt(time), digits);

const sameCode = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The step whose code `code` is, among the current step at `now` and STEP_WINDOW either side (the newest first), or
 * null. Which step matched is what makes a code single-use: the caller refuses any step not after the last one used.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const key = base32Decode(secret);
  const current = stepAt(now);
  for (let step = current + STEP_WINDOW; step >= current - STEP_WINDOW; step -= 1) {
    if (sameCode(hotp(key, step), code)) return step;
  }
  return null;
}

/** The otpauth:// address an authenticator app reads (from the QR code): the issuer and the account it names. */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const parameters = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${parameters.toString()}`;
}
