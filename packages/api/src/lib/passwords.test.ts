import { describe, expect, it } from 'vitest';
import { generateTemporaryPassword, hashPassword, matchPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password only, with a salt per hash', async () => {
    const a = await hashPassword('Secreta123');
    const b = await hashPassword('Secreta123');
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('Secreta123', a)).toBe(true);
    expect(await verifyPassword('secreta123', a)).toBe(false);
    expect(await verifyPassword('Secreta123', null)).toBe(false);
    expect(await verifyPassword('Secreta123', 'garbage')).toBe(false);
  });

  it('matches the password or the recovery password, never a stand-in for a missing one', async () => {
    const password = await hashPassword('Secreta123');
    const recovery = await hashPassword('Temporal456');
    expect(await matchPassword('Secreta123', [password, recovery])).toBe(0);
    expect(await matchPassword('Temporal456', [password, recovery])).toBe(1);
    expect(await matchPassword('Temporal456', [password, null])).toBe(-1);
    expect(await matchPassword('Otra123456', [password, recovery])).toBe(-1);
    expect(await matchPassword('Secreta123', [undefined, null])).toBe(-1);
  });

  it('generates 12-character temporary passwords with a digit', () => {
    const passwords = new Set(Array.from({ length: 50 }, generateTemporaryPassword));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^(?=.*\d)[A-Za-z2-9]{12}$/);
  });
});
