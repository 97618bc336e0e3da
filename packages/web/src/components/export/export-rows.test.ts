// The exported files read back (docs/product/finding.md: 'dates as date cells'): a workbook writes dates as real date
// cells shown 'dd/mm/yyyy hh:mm AM/PM' and its columns as wide as their text (up to 60 characters); CSV writes dates as
// the screens show them.
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { exportDate, type ExportColumn } from './export-column';
import { exportBlob, XLSX_DATE_TIME_FORMAT, XLSX_MAX_COLUMN_WIDTH } from './export-rows';

interface Row {
  id: number;
  subject: string;
  branch: string | null;
  createdDate: string;
  closedDate: string | null;
}

const SUBJECT = 'Impresora de recepción sin tóner desde el lunes';
const LONG_SUBJECT = `La impresora ${'no imprime '.repeat(12)}`;
// A local time: the file shows the browser's wall-clock time, as the screens do.
const CREATED = new Date(2026, 10, 18, 18, 50);

const rows: Row[] = [
  { id: 1, subject: SUBJECT, branch: 'Matriz', createdDate: CREATED.toISOString(), closedDate: null },
  { id: 12_345, subject: 'Corto', branch: null, createdDate: CREATED.toISOString(), closedDate: null },
];

const columns: ExportColumn<Row>[] = [
  { header: 'Id', value: (row) => row.id },
  { header: 'Asunto', value: (row) => row.subject },
  { header: 'Sucursal', value: (row) => row.branch },
  { header: 'Fecha de creación', value: (row) => exportDate(row.createdDate) },
  { header: 'Fecha de cierre', value: (row) => exportDate(row.closedDate) },
];

/** The parts of a workbook: its first sheet's XML and its styles. */
async function workbookOf(blob: Blob) {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  return { sheet: strFromU8(files['xl/worksheets/sheet1.xml']), styles: strFromU8(files['xl/styles.xml']) };
}

const columnWidths = (sheet: string) =>
  [...sheet.matchAll(/<col min="\d+" max="\d+" width="([\d.]+)"/g)].map((m) => Number(m[1]));

/** A cell's style id and value (`<c r="D2" s="2"><v>46344.78</v></c>`). */
function cell(sheet: string, ref: string) {
  const match = new RegExp(`<c r="${ref}"([^>]*)>(?:<v>([^<]*)</v>)?</c>`).exec(sheet);
  return { style: /s="(\d+)"/.exec(match?.[1] ?? '')?.[1], type: /t="(\w+)"/.exec(match?.[1] ?? '')?.[1], value: match?.[2] };
}

/** The display format of a cell style: its numFmt's formatCode. */
function formatOf(styles: string, style: string | undefined) {
  const xfs = [.../<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1].matchAll(/<xf\b([^>]*)>/g)];
  const numFmtId = /numFmtId="(\d+)"/.exec(xfs[Number(style)]?.[1] ?? '')?.[1];
  return new RegExp(`<numFmt numFmtId="${numFmtId}" formatCode="([^"]*)"`).exec(styles)?.[1];
}

/** Excel's serial number of a wall-clock time: days since 30 December 1899. */
const serialOf = (year: number, month: number, day: number, hour: number, minute: number) =>
  Date.UTC(year, month - 1, day, hour, minute) / 86_400_000 + 25_569;

describe('the Excel export', () => {
  it('writes dates as date cells shown dd/mm/yyyy hh:mm AM/PM, and no cell where there is no date', async () => {
    const { sheet, styles } = await workbookOf(await exportBlob('xlsx', rows, columns, 'Tickets buscador'));
    const created = cell(sheet, 'D2');
    expect(created.type).toBeUndefined(); // a number, not a text
    expect(Number(created.value)).toBeCloseTo(serialOf(2026, 11, 18, 18, 50), 6);
    expect(formatOf(styles, created.style)).toBe(XLSX_DATE_TIME_FORMAT);
    expect(XLSX_DATE_TIME_FORMAT).toBe('dd/mm/yyyy hh:mm AM/PM');
    expect(cell(sheet, 'E2').value).toBeUndefined();
  });

  it('makes each column as wide as its longest text, up to 60 characters', async () => {
    const { sheet } = await workbookOf(await exportBlob('xlsx', rows, columns, 'Tickets buscador'));
    // Id '12345', the subject, the header 'Sucursal', a date '18/11/2026 06:50 PM', the header 'Fecha de cierre'.
    expect(columnWidths(sheet)).toEqual([7, SUBJECT.length + 2, 10, '18/11/2026 06:50 PM'.length + 2, 17]);

    const long = await workbookOf(await exportBlob('xlsx', [{ ...rows[0], subject: LONG_SUBJECT }], columns, 'Tickets'));
    expect(LONG_SUBJECT.length).toBeGreaterThan(XLSX_MAX_COLUMN_WIDTH);
    expect(columnWidths(long.sheet)[1]).toBe(XLSX_MAX_COLUMN_WIDTH);
  });
});

describe('the CSV export', () => {
  it('writes dates as the screens show them, DD/MM/YYYY hh:mm A', async () => {
    const text = await (await exportBlob('csv', rows.slice(0, 1), columns, 'Tickets buscador')).text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Id,Asunto,Sucursal,Fecha de creación,Fecha de cierre',
      `1,${SUBJECT},Matriz,18/11/2026 06:50 PM,`,
    ]);
  });
});
