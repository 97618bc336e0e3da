// 'Resultados' of the Buscador: one page of matches at a time (5, 10, 20 or 100; 10 first), sorted by the server,
// and the export of every match. Past the server's count cap the pages reach the cap and the count reads 'Más de'.
import type { TicketSearchPage, TicketSearchRow } from '@tms/contracts';
import { ServerResultsTable } from '@/components/data-table/server-results-table';
import type { ServerPagingModels } from '@/components/data-table/use-server-paging';
import { resultCountLabel } from './result-count';
import { searchExportColumns, searchResultColumns, SEARCH_EXPORT_NAME } from './search-columns';

export const SEARCH_PAGE_SIZES = [5, 10, 20, 100];

interface SearchResultsProps extends ServerPagingModels {
  results: TicketSearchPage | undefined;
  loading: boolean;
  loadAllRows: () => Promise<TicketSearchRow[]>;
}

export function SearchResults({ results, loading, loadAllRows, ...tableState }: SearchResultsProps) {
  return (
    <ServerResultsTable<TicketSearchRow>
      label="Resultados"
      page={results}
      countText={results ? resultCountLabel(results) : 'Buscando…'}
      exported={{ fileName: SEARCH_EXPORT_NAME, columns: searchExportColumns, loadRows: loadAllRows }}
      loading={loading}
      columns={searchResultColumns}
      pageSizeOptions={SEARCH_PAGE_SIZES}
      {...tableState}
    />
  );
}
