// Business functions (permissions) are reference data: read-only here, reseeded at each start
// (docs/product/access.md#permissions).
import type { AppContext } from '../../../context';
import { found } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { businessFunctionsRepository as repository } from './business-functions.repository';

export function createBusinessFunctionsService({ db }: AppContext) {
  return {
    list: () => repository.list(db),
    all: () => repository.options(db),
    get: (_user: AuthUser, id: number) => repository.get(db, id),
    /** The roles holding one business function, or 404 for an unknown id. */
    async rolesOf(businessFunctionId: number) {
      found(await repository.get(db, businessFunctionId));
      return repository.rolesOf(db, businessFunctionId);
    },
  };
}
