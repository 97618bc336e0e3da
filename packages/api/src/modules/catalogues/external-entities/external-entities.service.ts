// External entities: the picker of the user form.
import type { AppContext } from '../../../context';
import { externalEntitiesRepository as repository } from './external-entities.repository';

export const createExternalEntitiesService = ({ db }: AppContext) => ({
  active: (entityTypeId?: number) => repository.active(db, entityTypeId),
});
