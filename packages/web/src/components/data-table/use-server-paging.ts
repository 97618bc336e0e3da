// The page and sort of a grid whose rows the server pages and sorts (the Buscador, the assigned report): the grid's
// controlled models, the paging to send, and a way back to the first page (a new sort goes there by itself).
import { useState } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

export interface ServerPaging<F extends string> {
  page: number;
  pageSize: number;
  sortField?: F;
  sortOrder?: 'asc' | 'desc';
}

/** The grid's controlled page and sort, for a table component to hand on to its grid. */
export interface ServerPagingModels {
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
}

export function useServerPaging<F extends string>(firstPageSize: number) {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: firstPageSize });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const firstPage = () => setPaginationModel((current) => ({ ...current, page: 0 }));
  const [sorted] = sortModel;
  const paging: ServerPaging<F> = {
    page: paginationModel.page,
    pageSize: paginationModel.pageSize,
    ...(sorted ? { sortField: sorted.field as F, sortOrder: sorted.sort === 'asc' ? 'asc' : 'desc' } : {}),
  };
  const tableState: ServerPagingModels = {
    paginationModel,
    onPaginationModelChange: setPaginationModel,
    sortModel,
    onSortModelChange: (model: GridSortModel) => {
      setSortModel(model);
      firstPage();
    },
  };
  return { paging, tableState, firstPage };
}
