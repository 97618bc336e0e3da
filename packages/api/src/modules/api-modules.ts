// Every context's routes, registered under /api by app.ts.
import { accessRoutes } from './access';
import { auditRoutes } from './audit';
import { automationsContextRoutes } from './automations';
import { calendarsRoutes } from './calendars';
import { channelsRoutes } from './channels';
import { cataloguesRoutes } from './catalogues';
import { findingRoutes } from './finding';
import { knowledgeRoutes } from './knowledge';
import { notificationsContextRoutes } from './notifications';
import { qualityRoutes } from './quality';
import { ticketsContextRoutes } from './tickets';

export const apiModules = [
  ...accessRoutes,
  ...cataloguesRoutes,
  ...ticketsContextRoutes,
  ...findingRoutes,
  ...notificationsContextRoutes,
  ...calendarsRoutes,
  ...channelsRoutes,
  ...automationsContextRoutes,
  ...qualityRoutes,
  ...knowledgeRoutes,
  ...auditRoutes,
];
