// Entity types (read-only reference data): the standard reads.
import type { AppContext } from '../../../context';
import { createReferenceService } from '../../../lib/catalogue-kit/catalogue-service';
import { entityTypesRepository } from './entity-types.repository';

export const createEntityTypesService = ({ db }: AppContext) => createReferenceService(db, entityTypesRepository);
