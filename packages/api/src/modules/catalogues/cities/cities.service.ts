// Municipalities (read-only reference data): the standard reads and the cities of one state.
import type { AppContext } from '../../../context';
import { createReferenceService } from '../../../lib/catalogue-kit/catalogue-service';
import { citiesRepository as repository } from './cities.repository';

export const createCitiesService = ({ db }: AppContext) => ({
  ...createReferenceService(db, repository),
  ofState: (stateId: number) => repository.ofState(db, stateId),
});
