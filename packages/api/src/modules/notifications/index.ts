// The notifications context: in-app notifications and their live stream, browser push, mail through the outbox,
// and SLA warnings.
import { notificationsRoutes } from './in-app/notifications.routes';
import { pushRoutes } from './push/push.routes';

export const notificationsContextRoutes = [notificationsRoutes, pushRoutes];
export { createDelivery } from './delivery/delivery';
export { startSlaWarnings } from './sla/sla-warnings';
