// A signed-in administrator as the API answers it at sign-in, for tests that need a session or a login answer.
import type { Session } from '@tms/contracts';

export const testSession: Session = {
  id: 1,
  token: 'secret-token',
  userName: 'admin',
  email: 'admin@example.com',
  displayName: 'Administrador',
  needChangePassword: false,
  needTwoFactorSetup: false,
  roleId: 1,
  entityTypeId: 1,
  companyLocationId: 1,
  companyId: 1,
};
