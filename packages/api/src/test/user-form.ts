// The users form an administrator sends (POST users, PUT users/{id}) in tests: an internal Agente of the first branch,
// named by `userName`, with the fields a test changes.
export const internalUserForm = (userName: string, overrides: Record<string, unknown> = {}) => ({
  userName,
  displayName: `Usuario ${userName}`,
  email: `${userName}@example.com`,
  mobilePhone: null,
  roleId: 2,
  companyLocationId: 1,
  entityTypeId: 1,
  externalEntityId: null,
  isActive: true,
  password: 'Inicial123',
  ...overrides,
});
