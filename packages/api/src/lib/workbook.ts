// A workbook's sheets as the server writes them (the indicators, the audit log): each a bold, frozen header row over
// its rows, with the instants in the company's wall-clock time. The same writer as the screens' exports
// (write-excel-file), its Node build.
import type { FastifyReply } from 'fastify';
import type { Cell, Sheet } from 'write-excel-file/node';
import { DEFAULT_TIME_ZONE } from '@tms/contracts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface Column<R> {
  header: string;
  width: number;
  value: (row: R) => Cell;
}

/** A sheet of `rows` under a bold, frozen header row. */
export function table<R>(name: string, columns: Column<R>[], rows: readonly R[]): Sheet<Buffer> {
  return {
    sheet: name,
    stickyRowsCount: 1,
    columns: columns.map((column) => ({ width: column.width })),
    data: [
      columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const })),
      ...rows.map((row) => columns.map((column) => column.value(row))),
    ],
  };
}

/** An instant as the company's wall clock reads it: '30/11/2026 18:05'. */
export const companyTime = new Intl.DateTimeFormat('es-MX', {
  timeZone: DEFAULT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A written workbook and the name it is saved as. */
export interface Workbook {
  fileName: string;
  content: Buffer;
}

/**
 * The download's header: the name as is when it is plain ASCII, else plain letters in `filename` and the exact name
 * in `filename*` (RFC 6266), which every current browser prefers.
 */
function attachment(name: string): string {
  const plain = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  return plain === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Answers `workbook` as a private, never cached download. */
export function sendWorkbook(reply: FastifyReply, workbook: Workbook) {
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header('Content-Disposition', attachment(workbook.fileName))
    .header('Cache-Control', 'private, no-store')
    .send(workbook.content);
}
