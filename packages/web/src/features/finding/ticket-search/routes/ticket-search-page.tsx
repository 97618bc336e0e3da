// /search-tickets, the Buscador (permission 13, docs/product/finding.md#buscador): filters in 'Opciones de busqueda',
// matches in 'Resultados'.
// The default search (this month up to today) runs on opening; 'Buscar' runs the filters and folds them away.
import { useState } from 'react';
import { Stack } from '@mui/material';
import { CollapsiblePanel } from '@/components/collapsible-panel';
import { useServerPaging } from '@/components/data-table/use-server-paging';
import { PageHeader } from '@/components/page-header';
import type { SearchCriteria, SearchPaging } from '../api/search-criteria';
import { searchAllTickets, useTicketSearch } from '../api/search-tickets';
import { SearchFiltersForm } from '../components/search-filters-form';
import { defaultSearchCriteria, toSearchCriteria, type SearchFormOutput } from '../components/search-form-values';
import { SearchResults } from '../components/search-results';

const FIRST_PAGE_SIZE = 10;

const sameCriteria = (a: SearchCriteria, b: SearchCriteria) => JSON.stringify(a) === JSON.stringify(b);

export function TicketSearchPage() {
  const [criteria, setCriteria] = useState<SearchCriteria>(defaultSearchCriteria);
  const { paging, tableState, firstPage } = useServerPaging<NonNullable<SearchPaging['sortField']>>(FIRST_PAGE_SIZE);
  const [filtersOpen, setFiltersOpen] = useState(true);
  const [resultsOpen, setResultsOpen] = useState(true);
  const results = useTicketSearch(criteria, paging);

  const search = (values: SearchFormOutput) => {
    const next = toSearchCriteria(values);
    if (sameCriteria(next, criteria) && paging.page === 0) void results.refetch();
    setCriteria(next);
    firstPage();
    setFiltersOpen(false);
    setResultsOpen(true);
  };

  return (
    <>
      <PageHeader title="Buscador de tickets" />
      <Stack spacing={2}>
        <CollapsiblePanel title="Opciones de busqueda" expanded={filtersOpen} onToggle={setFiltersOpen}>
          <SearchFiltersForm onSearch={search} searching={results.isFetching} />
        </CollapsiblePanel>
        <CollapsiblePanel title="Resultados" expanded={resultsOpen} onToggle={setResultsOpen}>
          <SearchResults
            results={results.data}
            loading={results.isFetching}
            {...tableState}
            loadAllRows={() => searchAllTickets(criteria, paging)}
          />
        </CollapsiblePanel>
      </Stack>
    </>
  );
}
