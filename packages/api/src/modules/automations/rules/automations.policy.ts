// Automations (docs/product/automations.md): the catalogue and a rule's runs need permission 30; the macro picker
// serves every internal user (clients and providers never apply macros).
import { EntityType, Permission } from '@tms/contracts';
import type { AuthUser } from '../../../plugins/current-user';

export const automationsPolicy = {
  permission: Permission.Automations,
  mayApplyMacros: (user: AuthUser) => user.entityTypeId === EntityType.Internal,
};
