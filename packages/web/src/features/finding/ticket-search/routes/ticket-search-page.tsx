// /search-tickets, the Buscador (permission 13, docs/product/finding.md#buscador): filters in 'Opciones de busqueda',
// matches in 'Resultados' under the chips of the filters applied.
// The default search (this month up to today) runs on opening; 'Buscar' runs the filters and folds them away; a chip
// clears its filter and searches again. A new search starts from the first page with nothing selected.
import { useMemo, useState } from 'react';
import { Stack } from '@mui/material';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { CollapsiblePanel } from '@/components/collapsible-panel';
import { useServerPaging } from '@/components/data-table/use-server-paging';
import { PageHeader } from '@/components/page-header';
import { emptySelection } from '../../ticket-lists/hooks/selected-rows';
import type { SearchPaging } from '../api/search-criteria';
import { searchAllTickets, useTicketSearch } from '../api/search-tickets';
import { AppliedFilterChips } from '../components/applied-filter-chips';
import { SearchFiltersForm, useSearchForm } from '../components/search-filters-form';
import {
  defaultSearchFilters,
  toSearchCriteria,
  withoutFilter,
  type ClearableFilter,
  type SearchFormOutput,
} from '../components/search-form-values';
import { SearchResults } from '../components/search-results';

const FIRST_PAGE_SIZE = 10;

export function TicketSearchPage() {
  const form = useSearchForm();
  const [applied, setApplied] = useState<SearchFormOutput>(defaultSearchFilters);
  const criteria = useMemo(() => toSearchCriteria(applied), [applied]);
  const { paging, tableState, firstPage } = useServerPaging<NonNullable<SearchPaging['sortField']>>(FIRST_PAGE_SIZE);
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection);
  const [filtersOpen, setFiltersOpen] = useState(true);
  const [resultsOpen, setResultsOpen] = useState(true);
  const results = useTicketSearch(criteria, paging);

  const runSearch = (filters: SearchFormOutput) => {
    const sameSearch = JSON.stringify(toSearchCriteria(filters)) === JSON.stringify(criteria);
    if (sameSearch && paging.page === 0) void results.refetch();
    setApplied(filters);
    setSelection(emptySelection());
    firstPage();
  };

  const search = (filters: SearchFormOutput) => {
    runSearch(filters);
    setFiltersOpen(false);
    setResultsOpen(true);
  };

  const clearFilter = (key: ClearableFilter) => {
    const filters = withoutFilter(applied, key);
    form.reset(filters);
    runSearch(filters);
  };

  return (
    <>
      <PageHeader title="Buscador de tickets" />
      <Stack spacing={2}>
        <CollapsiblePanel title="Opciones de busqueda" expanded={filtersOpen} onToggle={setFiltersOpen}>
          <SearchFiltersForm form={form} onSearch={search} searching={results.isFetching} />
        </CollapsiblePanel>
        <CollapsiblePanel title="Resultados" expanded={resultsOpen} onToggle={setResultsOpen}>
          <AppliedFilterChips filters={applied} onClear={clearFilter} />
          <SearchResults
            results={results.data}
            loading={results.isFetching}
            {...tableState}
            loadAllRows={() => searchAllTickets(criteria, paging)}
            selection={selection}
            onSelectionChange={setSelection}
          />
        </CollapsiblePanel>
      </Stack>
    </>
  );
}
