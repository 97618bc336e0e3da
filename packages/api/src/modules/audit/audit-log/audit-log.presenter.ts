// An audit row as the API answers it.
import type { AuditAction, AuditEntry } from '@tms/contracts';
import type { AuditRow } from './audit-log.repository';

export const presentEntry = (row: AuditRow): AuditEntry => ({
  ...row,
  id: Number(row.id),
  occurredAt: row.occurredAt.toISOString(),
  action: row.action as AuditAction,
});
