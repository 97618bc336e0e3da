// Response-time types (read-only reference data): the standard reads.
import type { AppContext } from '../../../context';
import { createReferenceService } from '../../../lib/catalogue-kit/catalogue-service';
import { responseTimeTypesRepository } from './response-time-types.repository';

export const createResponseTimeTypesService = ({ db }: AppContext) => createReferenceService(db, responseTimeTypesRepository);
