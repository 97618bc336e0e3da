// The second step's screens check codes with totpCodeError and recoveryCodeError, the server with the schemas: they must
// agree (docs/product/access.md#two-step-sign-in).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { twoFactorMessages } from './access.messages';
import { recoveryCodeError, RECOVERY_CODE_ALPHABET, totpCodeError } from './sign-in-rules';
import { recoveryCode, secondFactorRequest, totpCode } from './two-factor.schemas';

const schemaError = (schema: typeof totpCode, value: string) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0].message;
};

const digitsOrNot = fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^[\d ]{4,9}$/));
const recoveryLike = fc.oneof(
  fc.string({ maxLength: 14 }),
  fc.stringMatching(new RegExp(`^[${RECOVERY_CODE_ALPHABET}${RECOVERY_CODE_ALPHABET.toLowerCase()} -]{8,13}$`)),
);

describe('second-step codes', () => {
  it('are judged alike by the screens and by the server, for any text', () => {
    fc.assert(
      fc.property(digitsOrNot, (value) => {
        expect(totpCodeError(value)).toBe(schemaError(totpCode, value));
      }),
    );
    fc.assert(
      fc.property(recoveryLike, (value) => {
        expect(recoveryCodeError(value)).toBe(schemaError(recoveryCode, value));
      }),
    );
  });

  it('take 6 digits, spaces allowed; recovery codes in any case with or without the dash', () => {
    expect(totpCode.parse('123 456')).toBe('123456');
    expect(totpCodeError('12345')).toBe(twoFactorMessages.codeFormat);
    expect(totpCodeError('１２３４５６')).toBe(twoFactorMessages.codeFormat);
    expect(recoveryCode.parse('abcde-23456')).toBe('ABCDE23456');
    expect(recoveryCodeError('ABCDE-2345O')).toBe(twoFactorMessages.recoveryCodeFormat);
  });

  it('ask for exactly one of the code and the recovery code', () => {
    const fields = (value: unknown) => secondFactorRequest.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(fields({})).toEqual(['code']);
    expect(fields({ code: '123456', recoveryCode: 'ABCDE-23456' })).toEqual(['code']);
    expect(secondFactorRequest.parse({ recoveryCode: 'abcde 23456' })).toEqual({ recoveryCode: 'ABCDE23456' });
  });
});
