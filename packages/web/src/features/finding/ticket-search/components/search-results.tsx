// 'Resultados' of the Buscador: one page of matches at a time (5, 10, 20 or 100; 10 first), sorted by the server,
// and the export of every match. Past the server's count cap the pages reach the cap and the count reads 'Más de'.
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { Box, Typography } from '@mui/material';
import type { TicketSearchPage, TicketSearchRow } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/export/export-button';
import { resultCountLabel } from './result-count';
import { searchExportColumns, searchResultColumns, SEARCH_EXPORT_NAME } from './search-columns';

export const SEARCH_PAGE_SIZES = [5, 10, 20, 100];

interface SearchResultsProps {
  results: TicketSearchPage | undefined;
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
          {results ? resultCountLabel(results) : 'Buscando…'}
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
