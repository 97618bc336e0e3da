// Who may read the indicators (docs/product/service-quality.md#indicators): holders of permission 31 (the route's
// gate) who are internal users. The figures are company-wide (every ticket, the clients' and providers' time and
// comments), so a client or provider role granted 31 by mistake still gets 403.
import { EntityType, Permission } from '@tms/contracts';
import { forbidden } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';

export const indicatorsPermission = Permission.Indicators;

export const indicatorsPolicy = {
  /** Throws the Spanish 403 unless `user` is an internal user (the route already checked permission 31). */
  check(user: AuthUser): void {
    if (user.entityTypeId !== EntityType.Internal) throw forbidden();
  },
};
