// The one cache key family of the picker lists (`GET c/all`: active items only, shown in drop-downs of many
// screens). Every lookup lives under `lookupKeys.all`, so a catalogue write refreshes them all at once
// (components/catalogue-kit/api/use-catalogue-mutation.ts) and no screen keeps showing an item an admin changed.
export const LOOKUP_STALE_TIME_MS = 5 * 60_000;
/** States and municipalities of Mexico: reference data that does not change while the app runs. */
export const REFERENCE_STALE_TIME_MS = 60 * 60_000;

const LOOKUPS = 'lookups';

export const lookupKeys = {
  all: [LOOKUPS] as const,
  activeUsers: () => [LOOKUPS, 'users'] as const,
  internalUsers: () => [LOOKUPS, 'users', 'internal'] as const,
  businessFunctions: () => [LOOKUPS, 'business-functions'] as const,
  categories: () => [LOOKUPS, 'categories'] as const,
  /** Every sub-category read: those of one category and the whole list. */
  subCategories: () => [LOOKUPS, 'sub-categories'] as const,
  subCategoriesOfCategory: (categoryId: number) => [LOOKUPS, 'sub-categories', 'category', categoryId] as const,
  allSubCategories: () => [LOOKUPS, 'sub-categories', 'all'] as const,
  severities: () => [LOOKUPS, 'severities'] as const,
  companyLocations: () => [LOOKUPS, 'company-locations'] as const,
  departments: () => [LOOKUPS, 'departments'] as const,
  userGroups: () => [LOOKUPS, 'user-groups'] as const,
  taskTypes: () => [LOOKUPS, 'task-types'] as const,
  responseTimeTypes: () => [LOOKUPS, 'response-time-types'] as const,
  roles: () => [LOOKUPS, 'roles'] as const,
  entityTypes: () => [LOOKUPS, 'entity-types'] as const,
  externalEntities: (entityTypeId: number) => [LOOKUPS, 'external-entities', entityTypeId] as const,
  states: () => [LOOKUPS, 'states'] as const,
  citiesOfState: (stateId: number) => [LOOKUPS, 'cities', stateId] as const,
  calendars: () => [LOOKUPS, 'calendars'] as const,
  cannedResponses: () => [LOOKUPS, 'canned-responses'] as const,
  macros: () => [LOOKUPS, 'macros'] as const,
};
