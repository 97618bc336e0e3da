// The assigned report's drop-downs (spec 2): built from the rows themselves, they filter the rows on the screen.
// Each offers the values still possible under the other choices.
import type { AssignedReportRow } from '@tms/contracts';

export interface RowFilterDefinition {
  key: 'companyLocationId' | 'categoryId' | 'subCategoryId' | 'severityId' | 'statusId' | 'userId';
  label: string;
  name: (row: AssignedReportRow) => string | null;
}

export const rowFilterDefinitions: RowFilterDefinition[] = [
  { key: 'companyLocationId', label: 'Sucursal', name: (row) => row.companyLocationName },
  { key: 'categoryId', label: 'Categoria', name: (row) => row.categoryName },
  { key: 'subCategoryId', label: 'SubCategoria', name: (row) => row.subCategoryName },
  { key: 'severityId', label: 'Severidad', name: (row) => row.severity },
  { key: 'statusId', label: 'Status', name: (row) => row.status },
  { key: 'userId', label: 'Usuario', name: (row) => row.userName },
];

export type RowFilterKey = RowFilterDefinition['key'];
export type RowFilterValues = Partial<Record<RowFilterKey, number>>;

export interface RowFilterOption {
  value: number;
  label: string;
}

export const matchesFilters = (row: AssignedReportRow, values: RowFilterValues) =>
  (Object.entries(values) as [RowFilterKey, number | undefined][]).every(
    ([key, value]) => value === undefined || row[key] === value,
  );

export function filterRows(rows: readonly AssignedReportRow[], values: RowFilterValues): AssignedReportRow[] {
  return rows.filter((row) => matchesFilters(row, values));
}

/** The distinct values of one drop-down among the rows the other choices leave, by name. */
export function optionsFor(
  definition: RowFilterDefinition,
  rows: readonly AssignedReportRow[],
  values: RowFilterValues,
): RowFilterOption[] {
  const others = { ...values, [definition.key]: undefined };
  const byId = new Map<number, string>();
  for (const row of filterRows(rows, others)) {
    const id = row[definition.key];
    if (id !== null && !byId.has(id)) byId.set(id, definition.name(row) ?? String(id));
  }
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'es-MX'));
}

/** Several responsibles in the result: the 'Usuario' drop-down and the 'Asignado a' column appear. */
export const hasSeveralUsers = (rows: readonly AssignedReportRow[]) => new Set(rows.map((row) => row.userId)).size > 1;
