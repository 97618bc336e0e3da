// External entities: the picker of the user form; clients and providers get only the companies of their tickets.
import type { PickedExternalEntity } from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../plugins/current-user';
import { externalEntitiesPolicy as policy } from './external-entities.policy';
import { presentExternalEntity } from './external-entities.presenter';
import { externalEntitiesRepository as repository } from './external-entities.repository';

export const createExternalEntitiesService = ({ db }: AppContext) => ({
  async active(actor: AuthUser, entityTypeId?: number): Promise<PickedExternalEntity[]> {
    const rows = await repository.active(
      db,
      entityTypeId,
      policy.seesEveryCompany(actor) ? undefined : policy.relatedCompanies(actor),
    );
    return rows.map((row) => presentExternalEntity(actor, row));
  },
});
