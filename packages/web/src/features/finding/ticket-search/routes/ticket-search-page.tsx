// /search-tickets, the Buscador (permission 13, spec 2): filters in 'Opciones de busqueda', matches in 'Resultados'.
// The default search (this month up to today) runs on opening; 'Buscar' runs the filters and folds them away.
import { useState } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { Stack } from '@mui/material';
import { CollapsiblePanel } from '@/components/collapsible-panel';
import { PageHeader } from '@/components/page-header';
import type { SearchCriteria, SearchPaging } from '../api/search-criteria';
import { searchAllTickets, useTicketSearch } from '../api/search-tickets';
import { SearchFiltersForm } from '../components/search-filters-form';
import { defaultSearchCriteria, toSearchCriteria, type SearchFormOutput } from '../components/search-form-values';
import { SearchResults } from '../components/search-results';

const FIRST_PAGE: GridPaginationModel = { page: 0, pageSize: 10 };

const toPaging = (pagination: GridPaginationModel, sort: GridSortModel): SearchPaging => ({
  page: pagination.page,
  pageSize: pagination.pageSize,
  ...(sort[0]
    ? { sortField: sort[0].field as SearchPaging['sortField'], sortOrder: sort[0].sort === 'asc' ? 'asc' : 'desc' }
    : {}),
});

const sameCriteria = (a: SearchCriteria, b: SearchCriteria) => JSON.stringify(a) === JSON.stringify(b);

export function TicketSearchPage() {
  const [criteria, setCriteria] = useState<SearchCriteria>(defaultSearchCriteria);
  const [pagination, setPagination] = useState<GridPaginationModel>(FIRST_PAGE);
  const [sort, setSort] = useState<GridSortModel>([]);
  const [filtersOpen, setFiltersOpen] = useState(true);
  const [resultsOpen, setResultsOpen] = useState(true);
  const paging = toPaging(pagination, sort);
  const results = useTicketSearch(criteria, paging);

  const search = (values: SearchFormOutput) => {
    const next = toSearchCriteria(values);
    if (sameCriteria(next, criteria) && pagination.page === 0) void results.refetch();
    setCriteria(next);
    setPagination((current) => ({ ...current, page: 0 }));
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
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            sortModel={sort}
            onSortModelChange={(model) => {
              setSort(model);
              setPagination((current) => ({ ...current, page: 0 }));
            }}
            loadAllRows={() => searchAllTickets(criteria, paging)}
          />
        </CollapsiblePanel>
      </Stack>
    </>
  );
}
