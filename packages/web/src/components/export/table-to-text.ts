// A listing as delimited text (CSV for files, tabs for the clipboard). Values that a spreadsheet would run as a
// formula (=, +, -, @) are escaped: subjects are typed by users. Dates are written as the screens show them.
import Papa from 'papaparse';
import { formatDate } from '@/lib/dates';
import type { ExportColumn, ExportValue } from './export-column';

/** A value as the text writes it: a date as 'DD/MM/YYYY hh:mm A' (docs/product/conventions.md#language-dates-and-times). */
const textValue = (value: ExportValue): string | number => (value instanceof Date ? formatDate(value) : (value ?? ''));

/** A value as text, as long as the listing's text shows it. */
export const exportText = (value: ExportValue): string => String(textValue(value));

export function tableToText<R>(rows: readonly R[], columns: readonly ExportColumn<R>[], delimiter = ','): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => textValue(column.value(row)))),
    },
    { delimiter, newline: '\r\n', escapeFormulae: true },
  );
}
