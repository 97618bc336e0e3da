// A changed field's value as the detail shows it (docs/product/audit-log.md): text as it is, a number as its digits,
// yes or no, an object or a list as JSON, and '—' where there was none. Secrets arrive already masked (AUDIT_MASK).
export const NO_VALUE = '—';

export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 2);
}
