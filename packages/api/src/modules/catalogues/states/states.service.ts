// States (read-only reference data): the standard reads.
import type { AppContext } from '../../../context';
import { createReferenceService } from '../../../lib/catalogue-kit/catalogue-service';
import { statesRepository } from './states.repository';

export const createStatesService = ({ db }: AppContext) => createReferenceService(db, statesRepository);
