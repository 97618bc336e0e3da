// A listing as delimited text (CSV for files, tabs for the clipboard). Values that a spreadsheet would run as a
// formula (=, +, -, @) are escaped: subjects are typed by users.
import Papa from 'papaparse';
import type { ExportColumn } from './export-column';

export function tableToText<R>(rows: readonly R[], columns: readonly ExportColumn<R>[], delimiter = ','): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { delimiter, newline: '\r\n', escapeFormulae: true },
  );
}
