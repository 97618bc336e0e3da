// One column of an exported or copied listing: its Spanish header and how to read a row's value.
export interface ExportColumn<R> {
  header: string;
  value: (row: R) => string | number | null | undefined;
}

export type ExportFormat = 'csv' | 'xlsx';
