// The audit log's rows as a workbook ('Exportar' on 'Bitácora'): one sheet, a row per entry and its changes as text.
import writeXlsxFile from 'write-excel-file/node';
import { auditActionLabels, type AuditChange, type AuditEntry } from '@tms/contracts';
import { companyTime, table } from '../../../lib/workbook';

const valueText = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
const changesText = (changes: AuditChange[]) =>
  changes.map((change) => `${change.field}: ${valueText(change.old)} → ${valueText(change.new)}`).join('\n');

export function auditLogWorkbook(entries: readonly AuditEntry[]): Promise<Buffer> {
  return writeXlsxFile([
    table<AuditEntry>(
      'Bitácora',
      [
        { header: 'Fecha', width: 18, value: (e) => companyTime.format(new Date(e.occurredAt)) },
        { header: 'Usuario', width: 30, value: (e) => e.actorName },
        { header: 'Acción', width: 28, value: (e) => auditActionLabels[e.action] },
        { header: 'Entidad', width: 22, value: (e) => e.entity },
        { header: 'Registro', width: 12, value: (e) => e.recordId },
        { header: 'Dirección', width: 18, value: (e) => e.address },
        { header: 'Cambios', width: 80, value: (e) => changesText(e.changes) },
      ],
      entries,
    ),
  ]).toBuffer();
}
