// Branches (spec 3 CompanyLocation): saved with their address in one transaction; the city must belong to the
// state; deletion deactivates (spec 4). isValidEdit tells the screen whether to warn before deactivating.
import {
  catalogueMessages,
  type CompanyLocation,
  type CompanyLocationInputParsed,
  type CompanyLocationItem,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import { cities, states, users } from '../../../db/schema';
import { badRequest, found } from '../../../lib/errors';
import type { CatalogueService } from '../../../lib/catalogue-kit/catalogue-routes';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import { presentCompanyLocation } from './company-locations.presenter';
import { companyLocationsRepository as repository } from './company-locations.repository';

export function createCompanyLocationsService({ db }: AppContext) {
  async function check(input: CompanyLocationInputParsed): Promise<void> {
    const { address } = input;
    await assertReferences(db, [
      { field: 'ownerId', table: users, id: input.ownerId },
      { field: 'address.stateId', table: states, id: address.stateId },
      { field: 'address.cityId', table: cities, id: address.cityId },
    ]);
    if (!(await repository.cityInState(db, address.cityId, address.stateId))) {
      throw badRequest({ 'address.cityId': catalogueMessages.cityNotInState });
    }
  }

  const get = async (id: number) => {
    const row = await repository.get(db, id);
    return row && presentCompanyLocation(row);
  };

  const service: CatalogueService<CompanyLocation, CompanyLocationItem, CompanyLocationInputParsed> = {
    list: async () => (await repository.list(db)).map(presentCompanyLocation),
    all: () => repository.active(db),
    get,
    async create({ address, ...values }, user) {
      await check({ address, ...values });
      const id = await db.transaction(async (tx) => {
        const addressId = await repository.insertAddress(tx, address, user.id);
        return repository.insert(tx, { ...values, addressId }, user.companyId, user.id);
      });
      return found(await get(id));
    },
    async update(id, { address, ...values }, user) {
      const current = found(await repository.get(db, id));
      await check({ address, ...values });
      await db.transaction(async (tx) => {
        let addressId = current.addressId;
        if (addressId === null) addressId = await repository.insertAddress(tx, address, user.id);
        else await repository.updateAddress(tx, addressId, address, user.id);
        await repository.update(tx, id, { ...values, addressId }, user.id);
      });
      return found(await get(id));
    },
    remove: (id, user) => repository.softDelete(db, id, user.id),
  };

  return {
    ...service,
    /** False while active users, location rows or open tickets depend on the branch (spec 2: warn first). */
    async isValidEdit(id: number): Promise<boolean> {
      found(await repository.get(db, id));
      return !(await repository.hasActiveRelations(db, id));
    },
  };
}
