// The entity types a public category or sub-category may be offered to: clients (2) and providers (3).
import { EntityType } from '@tms/contracts';

export type PublicEntityTypeId = typeof EntityType.Client | typeof EntityType.Provider;

export const publicConfigIds = (ids: readonly number[]): PublicEntityTypeId[] =>
  ids.filter((id): id is PublicEntityTypeId => id === EntityType.Client || id === EntityType.Provider);
