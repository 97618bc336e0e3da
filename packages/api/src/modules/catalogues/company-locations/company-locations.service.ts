// Branches (docs/product/catalogues.md#branches): saved with their address in one transaction; the city must belong to
// the state; the responsible must be an active internal user; the calendar ('Horario',
// docs/product/calendars.md#calendars) one of the company's active calendars, and changing it has the branch's open
// tickets' deadlines recomputed in the background; deletion deactivates
// (docs/product/catalogues.md#catalogue-screens-in-common). isValidEdit tells the screen whether to warn before
// deactivating.
import {
  catalogueMessages,
  type CompanyLocation,
  type CompanyLocationInputParsed,
  type CompanyLocationItem,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { calendars, cities, states } from '../../../db/schema';
import { badRequest, found } from '../../../lib/errors';
import { createCatalogueService, softDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import type { AuthUser } from '../../../plugins/current-user';
import { branchCalendarChanged } from '../../calendars';
import { responsibleReference } from '../catalogues.policy';
import { presentCompanyLocation } from './company-locations.presenter';
import { companyLocationsRepository as repository, type CompanyLocationRow } from './company-locations.repository';

/** An active calendar of the company, or none; a calendar switched off since it was given may stay as it is. */
async function checkCalendar(tx: Executor, calendarId: number | null, user: AuthUser, currentId: number | null = null) {
  if (calendarId === currentId) return;
  await assertReferences(tx, [
    {
      field: 'calendarId',
      table: calendars,
      id: calendarId,
      rule: { where: repository.usableCalendar(user.companyId), message: catalogueMessages.calendarNotActive },
    },
  ]);
}

export function createCompanyLocationsService({ db }: AppContext) {
  async function check({ ownerId, address }: CompanyLocationInputParsed): Promise<void> {
    await assertReferences(db, [
      responsibleReference('ownerId', ownerId),
      { field: 'address.stateId', table: states, id: address.stateId },
      { field: 'address.cityId', table: cities, id: address.cityId },
    ]);
    if (!(await repository.cityInState(db, address.cityId, address.stateId))) {
      throw badRequest({ 'address.cityId': catalogueMessages.cityNotInState });
    }
  }

  const service = createCatalogueService<CompanyLocationRow, CompanyLocation, CompanyLocationItem, CompanyLocationInputParsed>({
    entity: 'company-locations',
    db,
    store: repository,
    present: presentCompanyLocation,
    check,
    async insert(tx, { address, ...values }, user) {
      await checkCalendar(tx, values.calendarId, user);
      const addressId = await repository.insertAddress(tx, address, user.id);
      return repository.insert(tx, { ...values, addressId }, user.companyId, user.id);
    },
    async update(tx, id, { address, ...values }, user, current) {
      await checkCalendar(tx, values.calendarId, user, current.calendarId);
      let addressId = current.addressId;
      if (addressId === null) addressId = await repository.insertAddress(tx, address, user.id);
      else await repository.updateAddress(tx, addressId, address, user.id);
      await repository.update(tx, id, { ...values, addressId }, user.id);
      if (values.calendarId !== current.calendarId) await branchCalendarChanged(tx, id);
    },
    remove: softDeletion(repository),
  });

  return {
    ...service,
    /**
     * False while active users, location rows or open tickets depend on the branch (warn first,
     * docs/product/catalogues.md#branches).
     */
    async isValidEdit(id: number): Promise<boolean> {
      found(await repository.get(db, id));
      return !(await repository.hasActiveRelations(db, id));
    },
  };
}
