// The TOTP of docs/product/access.md#two-step-sign-in against RFC 6238's published vectors (Appendix B, SHA-1) and RFC
// 4226's HOTP values (Appendix D), and against codes this test computes itself for a known key and clock.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, hotp, matchingStep, otpauthUrl, stepAt, totpAt } from './totp';

/** The RFC's SHA-1 key: the ASCII of "12345678901234567890". */
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** RFC 6238 Appendix B, the SHA-1 rows: Unix time in seconds → the 8-digit TOTP. */
const RFC_6238_SHA1 = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
] as const;

/** RFC 4226 Appendix D: counter → HOTP (6 digits) of the same key. */
const RFC_4226 = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];

const at = (seconds: number) => new Date(seconds * 1000);

/** HOTP written out again from RFC 4226 section 5.3, independently of totp.ts. */
function referenceCode(key: Buffer, seconds: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(seconds / 30)));
  const hash = createHmac('sha1', key).update(counter).digest();
  const offset = hash[19] & 0xf;
  const binary = ((hash[offset] & 0x7f) << 24) | (hash[offset + 1] << 16) | (hash[offset + 2] << 8) | hash[offset + 3];
  return (binary % 1_000_000).toString().padStart(6, '0');
}

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_6238_SHA1)('gives the published SHA-1 code at %i s, and its last 6 digits as the 6-digit code', (time, code) => {
    expect(hotp(RFC_KEY, stepAt(at(time)), 8)).toBe(code);
    // The RFC reduces the truncated value modulo 10^digits: 6 digits are the last 6 of the 8.
    expect(totpAt(RFC_SECRET, at(time))).toBe(code.slice(-6));
  });

  it('gives RFC 4226 HOTP values for counters 0 to 9', () => {
    expect(RFC_4226.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(RFC_4226);
  });

  it('reads and writes base32 as authenticator apps do', () => {
    expect(base32Encode(RFC_KEY)).toBe(RFC_SECRET);
    expect(base32Decode(RFC_SECRET).equals(RFC_KEY)).toBe(true);
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').equals(RFC_KEY)).toBe(true);
    expect(base32Decode('JBSWY3DPEE======').toString()).toBe('Hello!');
    expect(() => base32Decode('JBSW1')).toThrow();
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
  });

  describe('for a known key and clock', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const key = base32Decode(secret);
    const now = 1_767_225_615; // 2026-01-01T00:00:15Z: 15 s into its step
    const codeAt = (offsetSteps: number) => referenceCode(key, now + offsetSteps * 30);

    it('computes the code the reference computes, the same all through the 30-second step', () => {
      expect(totpAt(secret, at(now))).toBe(codeAt(0));
      expect(totpAt(secret, at(now - 15))).toBe(codeAt(0));
      expect(totpAt(secret, at(now + 14))).toBe(codeAt(0));
      expect(totpAt(secret, at(now + 15))).toBe(codeAt(1));
      expect(codeAt(1)).not.toBe(codeAt(0));
    });

    it('accepts the codes of one step either side and says which step matched; two steps away is refused', () => {
      const step = stepAt(at(now));
      expect(matchingStep(secret, codeAt(0), at(now))).toBe(step);
      expect(matchingStep(secret, codeAt(-1), at(now))).toBe(step - 1);
      expect(matchingStep(secret, codeAt(1), at(now))).toBe(step + 1);
      expect(matchingStep(secret, codeAt(-2), at(now))).toBeNull();
      expect(matchingStep(secret, codeAt(2), at(now))).toBeNull();
      expect(matchingStep(secret, '12345', at(now))).toBeNull();
    });
  });

  it('names the issuer and the account in the otpauth address', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'Mesa de Ayuda S.A.', 'ana@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Mesa de Ayuda S.A.:ana@example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Mesa de Ayuda S.A.',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
