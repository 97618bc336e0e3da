// Every API module, registered under /api by app.ts.
import { authRoutes } from './auth/auth.routes';
import { lookupsRoutes } from './lookups/lookups.routes';
import { usersRoutes } from './users/users.routes';

export const apiModules = [authRoutes, usersRoutes, lookupsRoutes];
import { ticketsRoutes } from './tickets/tickets.routes';
import { filesRoutes } from './files/files.routes';
import { documentsRoutes } from './documents/documents.routes';
apiModules.push(ticketsRoutes, filesRoutes, documentsRoutes);
import { ticketListsRoutes } from './ticket-lists/ticket-lists.routes';
apiModules.push(ticketListsRoutes);
import { notificationsRoutes } from './notifications/notifications.routes';
apiModules.push(notificationsRoutes);
import { pushRoutes } from './push/push.routes';
apiModules.push(pushRoutes);
