// 'Resultados' of the Buscador: one page of matches at a time (5, 10, 20 or 100; 10 first), sorted by the server,
// and the export of every match.
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { Box, Typography } from '@mui/material';
import type { Page, TicketSearchRow } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/export/export-button';
import { searchExportColumns, searchResultColumns, SEARCH_EXPORT_NAME } from './search-columns';

export const SEARCH_PAGE_SIZES = [5, 10, 20, 100];

interface SearchResultsProps {
  results: Page<TicketSearchRow> | undefined;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  loadAllRows: () => Promise<TicketSearchRow[]>;
}

export function SearchResults({ results, loading, loadAllRows, ...tableState }: SearchResultsProps) {
  const total = results?.total ?? 0;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }} aria-live="polite">
          {results ? `${total} ${total === 1 ? 'ticket encontrado' : 'tickets encontrados'}` : 'Buscando…'}
        </Typography>
        <ExportButton fileName={SEARCH_EXPORT_NAME} columns={searchExportColumns} loadRows={loadAllRows} disabled={total === 0} />
      </Box>
      <DataTable<TicketSearchRow>
        label="Resultados"
        rows={results?.rows ?? []}
        rowCount={total}
        loading={loading}
        columns={searchResultColumns}
        showToolbar={false}
        paginationMode="server"
        sortingMode="server"
        pageSizeOptions={SEARCH_PAGE_SIZES}
        {...tableState}
      />
    </>
  );
}
