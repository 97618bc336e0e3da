// One column of an exported or copied listing: its Spanish header and how to read a row's value. A date and time is
// given as a Date: a workbook writes it as a date cell, text (CSV, the clipboard) as 'DD/MM/YYYY hh:mm A'.
export type ExportValue = string | number | Date | null | undefined;

export interface ExportColumn<R> {
  header: string;
  value: (row: R) => ExportValue;
}

export type ExportFormat = 'csv' | 'xlsx';

/** An ISO instant of a row as an export's date value; nothing when the row has none. */
export const exportDate = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null);
