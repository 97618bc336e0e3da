// Paging, sorting and search of a table whose rows the server pages (GET c?page&pageSize&q&sortField&sortOrder).
// Gives the grid its controlled models and the query to send; a new search goes back to the first page.
import { useMemo, useState } from 'react';
import type { GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { PageQuery } from '@tms/contracts';
import { DEFAULT_PAGE_SIZE } from './data-table';

const emptyFilter: GridFilterModel = { items: [], quickFilterValues: [] };

export function useServerTableState(initialPageSize = DEFAULT_PAGE_SIZE) {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: initialPageSize });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = useState<GridFilterModel>(emptyFilter);

  const search = (filterModel.quickFilterValues ?? []).join(' ').trim();

  const query = useMemo<PageQuery>(
    () => ({
      page: paginationModel.page,
      pageSize: paginationModel.pageSize,
      q: search || undefined,
      sortField: sortModel[0]?.field,
      sortOrder: sortModel[0]?.sort === 'desc' ? 'desc' : 'asc',
    }),
    [paginationModel, search, sortModel],
  );

  const gridProps = {
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    paginationModel,
    onPaginationModelChange: setPaginationModel,
    sortModel,
    onSortModelChange: setSortModel,
    filterModel,
    onFilterModelChange: (model: GridFilterModel) => {
      setFilterModel(model);
      setPaginationModel((current) => ({ ...current, page: 0 }));
    },
  } as const;

  return { query, gridProps };
}

export type ServerTableState = ReturnType<typeof useServerTableState>;
