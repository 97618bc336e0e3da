// Every API module, registered under /api by app.ts.
import { attachmentConfigsRoutes } from './catalogues/attachment-configs/attachment-configs.routes';
import { authRoutes } from './access/auth/auth.routes';
import { businessFunctionRolesRoutes } from './access/business-function-roles/business-function-roles.routes';
import { businessFunctionsRoutes } from './access/business-functions/business-functions.routes';
import { categoriesRoutes } from './catalogues/categories/categories.routes';
import { categoryLocationsRoutes } from './catalogues/category-locations/category-locations.routes';
import { citiesRoutes } from './catalogues/cities/cities.routes';
import { companyLocationsRoutes } from './catalogues/company-locations/company-locations.routes';
import { departmentsRoutes } from './catalogues/departments/departments.routes';
import { documentsRoutes } from './tickets/documents/documents.routes';
import { entityTypesRoutes } from './catalogues/entity-types/entity-types.routes';
import { externalEntitiesRoutes } from './catalogues/external-entities/external-entities.routes';
import { filesRoutes } from './tickets/files/files.routes';
import { notificationsRoutes } from './notifications/in-app/notifications.routes';
import { prioritiesRoutes } from './catalogues/priorities/priorities.routes';
import { priorityLevelsRoutes } from './catalogues/priority-levels/priority-levels.routes';
import { pushRoutes } from './notifications/push/push.routes';
import { responseTimeTypesRoutes } from './catalogues/response-time-types/response-time-types.routes';
import { rolesRoutes } from './access/roles/roles.routes';
import { settingsRoutes } from './catalogues/settings/settings.routes';
import { statesRoutes } from './catalogues/states/states.routes';
import { subCategoriesRoutes } from './catalogues/sub-categories/sub-categories.routes';
import { subCategoryAttachmentConfigsRoutes } from './catalogues/sub-category-attachment-configs/sub-category-attachment-configs.routes';
import { subCategoryLocationsRoutes } from './catalogues/sub-category-locations/sub-category-locations.routes';
import { taskTypesRoutes } from './catalogues/task-types/task-types.routes';
import { tasksRoutes } from './catalogues/tasks/tasks.routes';
import { ticketListsRoutes } from './finding/ticket-lists/ticket-lists.routes';
import { ticketsRoutes } from './tickets/tickets/tickets.routes';
import { userGroupsRoutes } from './catalogues/user-groups/user-groups.routes';
import { usersRoutes } from './access/users/users.routes';

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
