// Rows the server pages and sorts, with every row's export (the Buscador, the assigned report): a line with the
// count and 'Exportar' above one page of the grid, without the grid's own toolbar; given `cards`, narrow screens show
// the page as cards.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { ExportButton } from '@/components/export/export-button';
import type { ExportColumn } from '@/components/export/export-column';
import type { TableCards } from './data-cards';
import { DataTable, type DataTableProps } from './data-table';
import type { ServerPagingModels } from './use-server-paging';

type ServerResultsTableProps<R extends GridValidRowModel> = Omit<
  DataTableProps<R>,
  'rows' | 'rowCount' | 'showToolbar' | 'paginationMode' | 'sortingMode' | 'cards' | keyof ServerPagingModels
> &
  ServerPagingModels & {
    /** One page of rows and the count of every row under the choices; undefined until the first answer. */
    page: { rows: readonly R[]; total: number } | undefined;
    countText: ReactNode;
    /** Space above the count line too, not only below it. */
    spacedAbove?: boolean;
    /** The export's file name and columns, and every row under the choices. */
    exported: { fileName: string; columns: readonly ExportColumn<R>[]; loadRows: () => Promise<R[]> };
    /** Cards on narrow screens, showing the grid's page. */
    cards?: Omit<TableCards<R>, 'paging'>;
  };

export function ServerResultsTable<R extends GridValidRowModel>({
  page,
  countText,
  spacedAbove = false,
  exported,
  cards,
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
        cards={
          cards && {
            ...cards,
            paging: { model: tableProps.paginationModel, onChange: tableProps.onPaginationModelChange },
          }
        }
      />
    </>
  );
}
