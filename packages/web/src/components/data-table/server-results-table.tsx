// Rows the server pages and sorts, with every row's export (the Buscador, the assigned report): a line with the
// count and 'Exportar' above one page of the grid, without the grid's own toolbar.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { ExportButton } from '@/components/export/export-button';
import type { ExportColumn } from '@/components/export/export-column';
import { DataTable, type DataTableProps } from './data-table';

type ServerResultsTableProps<R extends GridValidRowModel> = Omit<
  DataTableProps<R>,
  'rows' | 'rowCount' | 'showToolbar' | 'paginationMode' | 'sortingMode'
> & {
  /** One page of rows and the count of every row under the choices; undefined until the first answer. */
  page: { rows: readonly R[]; total: number } | undefined;
  countText: ReactNode;
  /** Space above the count line too, not only below it. */
  spacedAbove?: boolean;
  /** The export's file name and columns, and every row under the choices. */
  exported: { fileName: string; columns: readonly ExportColumn<R>[]; loadRows: () => Promise<R[]> };
};

export function ServerResultsTable<R extends GridValidRowModel>({
  page,
  countText,
  spacedAbove = false,
  exported,
  ...tableProps
}: ServerResultsTableProps<R>) {
  const total = page?.total ?? 0;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, ...(spacedAbove ? { mt: 2 } : {}) }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }} aria-live="polite">
          {countText}
        </Typography>
        <ExportButton {...exported} disabled={total === 0} />
      </Box>
      <DataTable<R>
        {...tableProps}
        rows={page?.rows ?? []}
        rowCount={total}
        showToolbar={false}
        paginationMode="server"
        sortingMode="server"
      />
    </>
  );
}
