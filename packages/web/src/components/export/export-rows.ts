// Writes a listing to a file named after the screen's export name: CSV (UTF-8 with a byte order mark, so Excel reads
// the accents) or an Excel workbook (.xlsx, one sheet, bold and frozen header row). The xlsx writer is loaded only
// when someone exports.
import type { ExportColumn, ExportFormat } from './export-column';
import { downloadBlob } from './download-blob';
import { tableToText } from './table-to-text';

const BYTE_ORDER_MARK = '\uFEFF';
/** Excel refuses sheet names longer than 31 characters. */
const SHEET_NAME_MAX = 31;

function csvBlob<R>(rows: readonly R[], columns: readonly ExportColumn<R>[]): Blob {
  return new Blob([BYTE_ORDER_MARK, tableToText(rows, columns)], { type: 'text/csv;charset=utf-8' });
}

async function xlsxBlob<R>(rows: readonly R[], columns: readonly ExportColumn<R>[], sheetName: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile<R>([...rows], {
    sheet: sheetName.slice(0, SHEET_NAME_MAX),
    stickyRowsCount: 1,
    columns: columns.map((column) => ({
      header: { value: column.header, fontWeight: 'bold' },
      cell: (row: R) => ({ value: column.value(row) ?? undefined }),
      width: Math.max(12, column.header.length + 4),
    })),
  }).toBlob();
}

export async function exportRows<R>(
  format: ExportFormat,
  fileName: string,
  rows: readonly R[],
  columns: readonly ExportColumn<R>[],
) {
  const blob = format === 'csv' ? csvBlob(rows, columns) : await xlsxBlob(rows, columns, fileName);
  downloadBlob(blob, `${fileName}.${format}`);
}
