// What the audit log shows of an entry, in order (docs/product/audit-log.md): the table's columns, a card's lines and
// the detail's summary read the same texts. Times in the 12-hour clock of the rest of the app.
import { auditActionLabels, type AuditEntry } from '@tms/contracts';
import { formatDate } from '@/lib/dates';
import { NO_VALUE } from './audit-value-text';

export interface AuditEntryField {
  label: string;
  text: (entry: AuditEntry) => string;
}

export const occurredAtField: AuditEntryField = { label: 'Fecha', text: (entry) => formatDate(entry.occurredAt) };

/** Every field but the date, which opens the entry. */
export const otherFields: readonly AuditEntryField[] = [
  { label: 'Usuario', text: (entry) => entry.actorName },
  { label: 'Acción', text: (entry) => auditActionLabels[entry.action] },
  { label: 'Entidad', text: (entry) => entry.entity },
  { label: 'Registro', text: (entry) => entry.recordId ?? NO_VALUE },
  { label: 'Dirección', text: (entry) => entry.address ?? NO_VALUE },
];

export const auditEntryFields: readonly AuditEntryField[] = [occurredAtField, ...otherFields];
