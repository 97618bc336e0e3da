// The catalogues context: every administration catalogue (docs/product/catalogues.md#catalogue-screens-in-common).
// Other contexts import only from here.
import { attachmentConfigsRoutes } from './attachment-configs/attachment-configs.routes';
import { cannedResponsesRoutes } from './canned-responses/canned-responses.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { categoryLocationsRoutes } from './category-locations/category-locations.routes';
import { citiesRoutes } from './cities/cities.routes';
import { companyLocationsRoutes } from './company-locations/company-locations.routes';
import { departmentsRoutes } from './departments/departments.routes';
import { entityTypesRoutes } from './entity-types/entity-types.routes';
import { externalEntitiesRoutes } from './external-entities/external-entities.routes';
import { prioritiesRoutes } from './priorities/priorities.routes';
import { priorityLevelsRoutes } from './priority-levels/priority-levels.routes';
import { responseTimeTypesRoutes } from './response-time-types/response-time-types.routes';
import { settingsRoutes } from './settings/settings.routes';
import { statesRoutes } from './states/states.routes';
import { subCategoriesRoutes } from './sub-categories/sub-categories.routes';
import { subCategoryAttachmentConfigsRoutes } from './sub-category-attachment-configs/sub-category-attachment-configs.routes';
import { subCategoryLocationsRoutes } from './sub-category-locations/sub-category-locations.routes';
import { taskTypesRoutes } from './task-types/task-types.routes';
import { tasksRoutes } from './tasks/tasks.routes';
import { userGroupsRoutes } from './user-groups/user-groups.routes';

export const cataloguesRoutes = [
  attachmentConfigsRoutes,
  cannedResponsesRoutes,
  categoriesRoutes,
  categoryLocationsRoutes,
  citiesRoutes,
  companyLocationsRoutes,
  departmentsRoutes,
  entityTypesRoutes,
  externalEntitiesRoutes,
  prioritiesRoutes,
  priorityLevelsRoutes,
  responseTimeTypesRoutes,
  settingsRoutes,
  statesRoutes,
  subCategoriesRoutes,
  subCategoryAttachmentConfigsRoutes,
  subCategoryLocationsRoutes,
  taskTypesRoutes,
  tasksRoutes,
  userGroupsRoutes,
];
