// The access context: signing in, sessions, users, roles and permissions. Other contexts import only from here.
import { apiTokensRoutes } from './api-tokens/api-tokens.routes';
import { authRoutes } from './auth/auth.routes';
import { businessFunctionRolesRoutes } from './business-function-roles/business-function-roles.routes';
import { businessFunctionsRoutes } from './business-functions/business-functions.routes';
import { preferencesRoutes } from './preferences/preferences.routes';
import { rolesRoutes } from './roles/roles.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { usersRoutes } from './users/users.routes';

export { isInternalUser, ticketPeopleOf } from './users/users.policy';

export const accessRoutes = [
  authRoutes,
  twoFactorRoutes,
  preferencesRoutes,
  usersRoutes,
  rolesRoutes,
  businessFunctionsRoutes,
  businessFunctionRolesRoutes,
  apiTokensRoutes,
];
export { endEventStream, openEventStream, sessionStreamsOf, writeEvent } from './sessions/session-streams';
export { createStreamTickets, type StreamSession } from './sessions/stream-tickets';
