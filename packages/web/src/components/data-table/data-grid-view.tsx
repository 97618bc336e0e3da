// The grid of DataTable (data-table.tsx): MUI X Data Grid in Spanish with the app's page sizes, search box and
// empty-table message. A module of its own, the largest piece of a table screen, so a phone showing cards loads none
// of it.
import { useMemo } from 'react';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { DataTableToolbar } from './data-table-toolbar';
import { withLabelledEditCells } from './labelled-edit-cells';
import { EMPTY_TABLE_TEXT, PAGE_SIZE_OPTIONS } from './table-defaults';

// The grid's Spanish texts with the empty-table message of docs/product/conventions.md#error-messages. A `localeText`
// prop replaces the theme's texts instead of merging with them, so the whole set is given here.
const spanishLocaleText = {
  ...esES.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: EMPTY_TABLE_TEXT,
  noResultsOverlayLabel: EMPTY_TABLE_TEXT,
};

export type DataGridViewProps<R extends GridValidRowModel> = DataGridProps<R> & {
  /** The rows a page shows at first (the user may choose another size). */
  pageSize?: number;
};

export function DataGridView<R extends GridValidRowModel>({
  slots,
  localeText,
  columns,
  pageSize,
  ...props
}: DataGridViewProps<R>) {
  const labelledColumns = useMemo(() => withLabelledEditCells(columns), [columns]);
  return (
    <DataGrid<R>
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      disableRowSelectionOnClick
      disableColumnFilter
      showToolbar
      autoHeight
      slots={{ toolbar: DataTableToolbar, ...slots }}
      localeText={{ ...spanishLocaleText, ...localeText }}
      sx={{ backgroundColor: 'background.paper' }}
      initialState={pageSize === undefined ? undefined : { pagination: { paginationModel: { pageSize } } }}
      {...props}
      columns={labelledColumns}
    />
  );
}
