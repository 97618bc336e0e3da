// Writes a listing to a file named after the screen's export name: CSV (UTF-8 with a byte order mark, so Excel reads
// the accents) or an Excel workbook (.xlsx, one sheet, bold and frozen header row, dates as date cells shown
// 'dd/mm/yyyy hh:mm AM/PM', each column as wide as its longest text up to a bound). The xlsx and CSV writers are
// loaded only when someone exports.
import type { ExportColumn, ExportFormat, ExportValue } from './export-column';
import { downloadBlob } from './download-blob';

const loadTableText = () => import('./table-to-text');

const BYTE_ORDER_MARK = '\uFEFF';
/** Excel refuses sheet names longer than 31 characters. */
const SHEET_NAME_MAX = 31;
/** Excel's display format of a date cell: the screens' 'DD/MM/YYYY hh:mm A' (docs/product/conventions.md). */
export const XLSX_DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm AM/PM';
/** The widest a column grows, in characters: a long subject wraps past it rather than widening the sheet. */
export const XLSX_MAX_COLUMN_WIDTH = 60;
/** Room beside the longest text of a column, in characters. */
const COLUMN_PADDING = 2;

async function csvBlob<R>(rows: readonly R[], columns: readonly ExportColumn<R>[]): Promise<Blob> {
  const { tableToText } = await loadTableText();
  return new Blob([BYTE_ORDER_MARK, tableToText(rows, columns)], { type: 'text/csv;charset=utf-8' });
}

/**
 * The writer counts a date's days in universal time; the reader's spreadsheet shows a date cell as it is, without a
 * time zone. The cell holds the wall-clock time the screens show (the browser's), written as if it were universal.
 */
const wallClock = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000);

const xlsxCell = (value: ExportValue) =>
  value instanceof Date ? { value: wallClock(value), type: Date, format: XLSX_DATE_TIME_FORMAT } : { value: value ?? undefined };

/** A column as wide as its header or its longest value as text, at most XLSX_MAX_COLUMN_WIDTH. */
function columnWidth<R>(rows: readonly R[], column: ExportColumn<R>, exportText: (value: ExportValue) => string): number {
  const longest = rows.reduce((widest, row) => Math.max(widest, exportText(column.value(row)).length), column.header.length);
  return Math.min(XLSX_MAX_COLUMN_WIDTH, longest + COLUMN_PADDING);
}

async function xlsxBlob<R>(rows: readonly R[], columns: readonly ExportColumn<R>[], sheetName: string): Promise<Blob> {
  const [{ default: writeXlsxFile }, { exportText }] = await Promise.all([import('write-excel-file/browser'), loadTableText()]);
  return writeXlsxFile<R>([...rows], {
    sheet: sheetName.slice(0, SHEET_NAME_MAX),
    stickyRowsCount: 1,
    columns: columns.map((column) => ({
      header: { value: column.header, fontWeight: 'bold' },
      cell: (row: R) => xlsxCell(column.value(row)),
      width: columnWidth(rows, column, exportText),
    })),
  }).toBlob();
}

/** The file of a listing in `format`. */
export function exportBlob<R>(
  format: ExportFormat,
  rows: readonly R[],
  columns: readonly ExportColumn<R>[],
  sheetName: string,
): Promise<Blob> {
  return format === 'csv' ? csvBlob(rows, columns) : xlsxBlob(rows, columns, sheetName);
}

export async function exportRows<R>(
  format: ExportFormat,
  fileName: string,
  rows: readonly R[],
  columns: readonly ExportColumn<R>[],
) {
  downloadBlob(await exportBlob(format, rows, columns, fileName), `${fileName}.${format}`);
}
