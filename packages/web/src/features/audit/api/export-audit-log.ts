// GET /api/audit-log/export: every entry under the filters as an Excel workbook written by the server, downloaded as
// 'Bitácora {today}.xlsx' ('Exportar', docs/product/audit-log.md).
import { auditLogFileName } from '@tms/contracts';
import { downloadBlob } from '@/components/export/download-blob';
import { DAY_FORMAT } from '@/components/form/date-range';
import { apiBlob } from '@/lib/api/api-client';
import { dayjs } from '@/lib/dates';
import type { AuditLogFilters } from './get-audit-log';

export async function exportAuditLog(filters: AuditLogFilters, today = dayjs().format(DAY_FORMAT)) {
  downloadBlob(await apiBlob('/audit-log/export', { query: { ...filters } }), auditLogFileName(today));
}
