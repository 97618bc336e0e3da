// The audit log's filters as the form holds them ('Usuario', 'Acción', 'Entidad', 'Desde', 'Hasta') and as the API
// takes them. The form's fields bear the query's names, so the contract's schema checks them before anything is sent
// and a 400's field messages (data.fields) land on the same fields (docs/product/audit-log.md).
import { z } from 'zod';
import { auditActionLabels, auditActions, auditLogExportQuery, auditMessages, type AuditLogExportQuery } from '@tms/contracts';
import { DAY_INVALID_MESSAGE, INVALID_DAY } from '@/components/form/date-range';
import { isApiError } from '@/lib/api/api-error';
import type { SelectOption } from '@/components/form/form-select-field';
import type { UserOption } from '@/components/user-search/search-users';
import type { AuditLogFilters } from '../api/get-audit-log';

/** A day 'YYYY-MM-DD' or '' while empty; a text that is no day says so as every date picker does (date-range.ts). */
const pickedDay = z.string().refine((day) => day !== INVALID_DAY, DAY_INVALID_MESSAGE);

const formValues = z.object({
  actorId: z.custom<UserOption | null>(),
  /** '' (or null) for 'Todas'. */
  action: z.enum(auditActions, { error: auditMessages.action }).or(z.literal('')).nullable(),
  entity: z.string(),
  start: pickedDay,
  end: pickedDay,
});
export type AuditFilterValues = z.input<typeof formValues>;

/** The filters' fields, named as the query's parameters. */
export const AUDIT_FILTER_FIELDS = Object.keys(formValues.shape);

export const emptyAuditFilters = (): AuditFilterValues => ({ actorId: null, action: '', entity: '', start: '', end: '' });

/** What the filters ask the API for: an empty field asks nothing. */
const queryOf = ({ actorId, action, entity, start, end }: z.output<typeof formValues>): AuditLogExportQuery => ({
  actorId: actorId?.id,
  action: action || undefined,
  entity: entity.trim() || undefined,
  start: start || undefined,
  end: end || undefined,
});

/** The form's values checked by the API's own schema (its Spanish messages on the same fields). */
export const auditFiltersSchema = formValues.transform(queryOf).pipe(auditLogExportQuery);

/** The log unfiltered, as the screen opens. */
export const NO_AUDIT_FILTERS: AuditLogFilters = auditLogExportQuery.parse({});

/** Whether a failure names a filter: its message shows under that filter instead of above the table. */
export const namesAFilter = (error: unknown) =>
  isApiError(error) && Object.keys(error.fields).some((field) => AUDIT_FILTER_FIELDS.includes(field));

export const sameAuditFilters = (a: AuditLogFilters, b: AuditLogFilters) => JSON.stringify(a) === JSON.stringify(b);

export const auditActionOptions: readonly SelectOption[] = [
  { value: '', label: 'Todas' },
  ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
];
