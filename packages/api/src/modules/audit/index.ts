// The audit context (docs/product/audit-log.md): the append-only log of sign-ins and administrative changes, its
// reading ('Bitácora') and its retention. Every context records through lib/audit-trail.ts's `recordAudit`, with the
// executor of its change.
import { auditLogRoutes } from './audit-log/audit-log.routes';

export const auditRoutes = [auditLogRoutes];
export { startAuditRetention } from './audit-log/audit-retention';
