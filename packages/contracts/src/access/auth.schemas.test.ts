// The sign-in screen checks its fields with signInFieldError, the server with loginRequest: they must agree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginRequest, SIGN_IN_MAX, signInFieldError } from './auth.schemas';

const schemaError = (value: string) => {
  const parsed = loginRequest.shape.userName.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe('signInFieldError', () => {
  it('says what the login schema says, for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: SIGN_IN_MAX + 10 }), (value) => {
        expect(signInFieldError(value)).toBe(schemaError(value));
      }),
    );
  });

  it('refuses an empty field and one past the limit, in Spanish', () => {
    expect(signInFieldError('')).toBe('El campo es requerido');
    expect(signInFieldError('a'.repeat(SIGN_IN_MAX + 1))).toBe(`Maximo ${SIGN_IN_MAX} caracteres`);
    expect(signInFieldError('a'.repeat(SIGN_IN_MAX))).toBeNull();
  });
});
