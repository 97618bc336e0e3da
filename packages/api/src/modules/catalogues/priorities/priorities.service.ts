// Severities (read-only reference data): the standard reads.
import type { AppContext } from '../../../context';
import { createReferenceService } from '../../../lib/catalogue-kit/catalogue-service';
import { prioritiesRepository } from './priorities.repository';

export const createPrioritiesService = ({ db }: AppContext) => createReferenceService(db, prioritiesRepository);
