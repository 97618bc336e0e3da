import { describe, expect, it } from 'vitest';
import { isValidPhone } from '../common/fields';
import { USER_NAME_PATTERN, userInput } from './users.schemas';
import { entityTypeForRoleCode } from './access.schemas';

describe('user name pattern', () => {
  it.each(['juan', 'juan.perez', 'juan_perez', 'j.p_2024', 'a'.repeat(25)])('accepts %s', (name) => {
    expect(USER_NAME_PATTERN.test(name)).toBe(true);
  });
  it.each(['abc', '.juan', 'juan.', '_juan', 'juan_', 'ju..an', 'ju._an', 'juan pérez', 'a'.repeat(26)])('refuses %s', (name) => {
    expect(USER_NAME_PATTERN.test(name)).toBe(false);
  });
});

describe('phone', () => {
  it.each(['5512345678', '55 1234 5678', '+52 55 1234 5678', '(55) 1234-5678', '333-123-4567'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(['123', '55123456789', 'abcdefghij', '+1 555 123 4567'])('refuses %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('userInput', () => {
  it('requires the external entity for external users', () => {
    const result = userInput.safeParse({
      userName: 'cliente1',
      displayName: 'C',
      email: 'c@example.com',
      roleId: 1008,
      companyLocationId: 1,
      entityTypeId: 2,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['externalEntityId']);
  });
});

describe('entityTypeForRoleCode', () => {
  it('maps client roles to 2, provider roles to 3 and others to none', () => {
    expect(entityTypeForRoleCode('CLIENT')).toBe(2);
    expect(entityTypeForRoleCode('CLIENT MANAGER')).toBe(2);
    expect(entityTypeForRoleCode('PROVIDER MANAGER')).toBe(3);
    expect(entityTypeForRoleCode('Agente')).toBeNull();
  });
});
