// The assigned report's drop-downs (docs/product/finding.md#assigned-report): the server answers each one's options,
// the values still possible under the other choices, and narrows the rows by the choices.
import type { AssignedReportFilterKey } from '@tms/contracts';

export interface RowFilterDefinition {
  key: AssignedReportFilterKey;
  label: string;
}

export const rowFilterDefinitions: RowFilterDefinition[] = [
  { key: 'companyLocationId', label: 'Sucursal' },
  { key: 'categoryId', label: 'Categoria' },
  { key: 'subCategoryId', label: 'SubCategoria' },
  { key: 'severityId', label: 'Severidad' },
  { key: 'statusId', label: 'Status' },
  { key: 'userId', label: 'Usuario' },
];
