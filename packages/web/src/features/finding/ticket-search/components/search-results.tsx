// 'Resultados' of the Buscador: one page of matches at a time (5, 10, 20 or 100; 10 first), sorted by the server,
// and the export of every match. Past the server's count cap the pages reach the cap and the count reads 'Más de'.
// Selected rows (on any page) offer the ticket lists' bulk actions; narrow screens show the page as cards.
import { useMemo } from 'react';
import { Box } from '@mui/material';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { TicketSearchPage, TicketSearchRow } from '@tms/contracts';
import { selectedIds } from '@/components/data-table/row-selection';
import { ServerResultsTable } from '@/components/data-table/server-results-table';
import type { ServerPagingModels } from '@/components/data-table/use-server-paging';
import { BulkActionsBar } from '../../ticket-lists/components/bulk-actions-bar';
import { ticketCards } from '../../ticket-lists/components/ticket-card';
import { emptySelection } from '../../ticket-lists/hooks/selected-rows';
import { resultCountLabel } from './result-count';
import { searchExportColumns, searchResultColumns, SEARCH_EXPORT_NAME } from './search-columns';

export const SEARCH_PAGE_SIZES = [5, 10, 20, 100];

interface SearchResultsProps extends ServerPagingModels {
  results: TicketSearchPage | undefined;
  loading: boolean;
  loadAllRows: () => Promise<TicketSearchRow[]>;
  selection: GridRowSelectionModel;
  onSelectionChange: (selection: GridRowSelectionModel) => void;
}

export function SearchResults({
  results,
  loading,
  loadAllRows,
  selection,
  onSelectionChange,
  ...tableState
}: SearchResultsProps) {
  const rowIds = useMemo(() => (results?.rows ?? []).map((row) => row.id), [results]);
  const chosen = selectedIds(selection, rowIds).map(Number);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: chosen.length ? 1.5 : 0 }}>
        <BulkActionsBar ids={chosen} onDone={() => onSelectionChange(emptySelection())} />
      </Box>
      <ServerResultsTable<TicketSearchRow>
        label="Resultados"
        page={results}
        countText={results ? resultCountLabel(results) : 'Buscando…'}
        exported={{ fileName: SEARCH_EXPORT_NAME, columns: searchExportColumns, loadRows: loadAllRows }}
        loading={loading}
        columns={searchResultColumns}
        pageSizeOptions={SEARCH_PAGE_SIZES}
        checkboxSelection
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelectionChange}
        cards={{ ...ticketCards, selection: { model: selection, onChange: onSelectionChange } }}
        {...tableState}
      />
    </>
  );
}
