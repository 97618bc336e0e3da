import { describe, expect, it } from 'vitest';
import { generateTemporaryPassword, hashPassword, verifyPassword } from './passwords';

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

  it('generates 12-character temporary passwords with a digit', () => {
    const passwords = new Set(Array.from({ length: 50 }, generateTemporaryPassword));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^(?=.*\d)[A-Za-z2-9]{12}$/);
  });
});
