// Every API module, registered under /api by app.ts.
import { attachmentConfigsRoutes } from './attachment-configs/attachment-configs.routes';
import { authRoutes } from './auth/auth.routes';
import { businessFunctionRolesRoutes } from './business-function-roles/business-function-roles.routes';
import { businessFunctionsRoutes } from './business-functions/business-functions.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { categoryLocationsRoutes } from './category-locations/category-locations.routes';
import { citiesRoutes } from './cities/cities.routes';
import { companyLocationsRoutes } from './company-locations/company-locations.routes';
import { departmentsRoutes } from './departments/departments.routes';
import { documentsRoutes } from './documents/documents.routes';
import { entityTypesRoutes } from './entity-types/entity-types.routes';
import { externalEntitiesRoutes } from './external-entities/external-entities.routes';
import { filesRoutes } from './files/files.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { prioritiesRoutes } from './priorities/priorities.routes';
import { priorityLevelsRoutes } from './priority-levels/priority-levels.routes';
import { pushRoutes } from './push/push.routes';
import { responseTimeTypesRoutes } from './response-time-types/response-time-types.routes';
import { rolesRoutes } from './roles/roles.routes';
import { settingsRoutes } from './settings/settings.routes';
import { statesRoutes } from './states/states.routes';
import { subCategoriesRoutes } from './sub-categories/sub-categories.routes';
import { subCategoryAttachmentConfigsRoutes } from './sub-category-attachment-configs/sub-category-attachment-configs.routes';
import { subCategoryLocationsRoutes } from './sub-category-locations/sub-category-locations.routes';
import { taskTypesRoutes } from './task-types/task-types.routes';
import { tasksRoutes } from './tasks/tasks.routes';
import { ticketListsRoutes } from './ticket-lists/ticket-lists.routes';
import { ticketsRoutes } from './tickets/tickets.routes';
import { userGroupsRoutes } from './user-groups/user-groups.routes';
import { usersRoutes } from './users/users.routes';

export const apiModules = [
  authRoutes,
  usersRoutes,
  // Administration catalogues (spec catalogues.md 7).
  attachmentConfigsRoutes,
  businessFunctionRolesRoutes,
  businessFunctionsRoutes,
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
  rolesRoutes,
  settingsRoutes,
  statesRoutes,
  subCategoriesRoutes,
  subCategoryAttachmentConfigsRoutes,
  subCategoryLocationsRoutes,
  taskTypesRoutes,
  tasksRoutes,
  userGroupsRoutes,
  // Tickets, finding work, files and notifications.
  ticketsRoutes,
  ticketListsRoutes,
  filesRoutes,
  documentsRoutes,
  notificationsRoutes,
  pushRoutes,
];
