// What a ticket list shows: the quick filters and the list's ?filter (kept in the address), 'Mostrar tickets cerrados',
// the page, the sort and the selected rows, and the query they make. The page and the selection belong to the filters
// they were made under: other filters (typed, or from the back button) show their first page and no selection,
// derived at render rather than reset afterwards. Paging keeps the selection (it may span pages); so does the sort.
import { useMemo, useState } from 'react';
import type { GridPaginationModel, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import { TicketStatus } from '@tms/contracts';
import type { ListQuery } from '../api/ticket-lists-query-keys';
import { emptySelection } from './selected-rows';
import { useListFilters, type ListFilters } from './use-list-filters';
import type { SentFilter } from './use-ticket-list-kind';

export const LIST_PAGE_SIZE = 10;

/** The page and the selection, with the filters they were made under. */
interface FilteredView {
  filters: ListFilters;
  pagination: GridPaginationModel;
  selection: GridRowSelectionModel;
}

/** The view under `filters`: as it is when made under them, else their first page and no selection. */
const viewUnder = (view: FilteredView, filters: ListFilters): FilteredView =>
  view.filters === filters ? view : { filters, pagination: { ...view.pagination, page: 0 }, selection: emptySelection() };

function listQuery(
  filters: ListFilters,
  pagination: GridPaginationModel,
  sortModel: GridSortModel,
  showEnded: boolean,
): ListQuery {
  const sort = sortModel[0];
  return {
    page: pagination.page,
    pageSize: pagination.pageSize,
    // Asking for finished tickets shows them on the subscribed list too.
    showEnded: showEnded || filters.statusId === TicketStatus.Finished,
    ...filters,
    // Without a chosen column the server's order applies (latest change first).
    ...(sort ? { sortField: sort.field as ListQuery['sortField'], sortOrder: sort.sort === 'desc' ? 'desc' : 'asc' } : {}),
  };
}

/** `filter`: the list's ?filter as it applies to this list (never on the subscribed list). */
export function useTicketListState(filter: SentFilter | undefined) {
  const { filters: quick, setFilters } = useListFilters();
  const filters = useMemo<ListFilters>(() => ({ ...quick, filter }), [quick, filter]);
  const [showEnded, setShowEnded] = useState(false);
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [stored, setStored] = useState<FilteredView>(() => ({
    filters,
    pagination: { page: 0, pageSize: LIST_PAGE_SIZE },
    selection: emptySelection(),
  }));
  const { pagination, selection } = useMemo(() => viewUnder(stored, filters), [stored, filters]);
  const change = (part: Partial<Omit<FilteredView, 'filters'>>) =>
    setStored((previous) => ({ ...viewUnder(previous, filters), ...part }));
  const setPagination = (model: GridPaginationModel) => change({ pagination: model });
  const setSelection = (model: GridRowSelectionModel) => change({ selection: model });

  const query = useMemo(() => listQuery(filters, pagination, sortModel, showEnded), [filters, pagination, sortModel, showEnded]);

  return {
    filters,
    setFilters,
    showEnded,
    /** Shows or hides the finished tickets, from the first page. */
    toggleShowEnded: (checked: boolean) => {
      setShowEnded(checked);
      change({ pagination: { ...pagination, page: 0 } });
    },
    query,
    pagination,
    setPagination,
    selection,
    setSelection,
    clearSelection: () => setSelection(emptySelection()),
    /** The grid's controlled paging, sorting and selection. */
    gridProps: {
      paginationMode: 'server',
      sortingMode: 'server',
      filterMode: 'server',
      paginationModel: pagination,
      onPaginationModelChange: setPagination,
      sortModel,
      onSortModelChange: setSortModel,
      rowSelectionModel: selection,
      onRowSelectionModelChange: setSelection,
    },
  } as const;
}
