// The app's table: MUI X Data Grid in Spanish with the page sizes of docs/product/conventions.md#limits-and-constants
// (15 by default; 5, 10, 15, 20), a search box, and 'No hay datos para mostrar' when empty. A table given `cards`
// shows its page as cards on narrow screens (data-cards.tsx).
import { useMemo } from 'react';
import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { CARDS_BELOW, DataCards, type TableCards } from './data-cards';
import { DataTableToolbar } from './data-table-toolbar';
import { withLabelledEditCells } from './labelled-edit-cells';

export const DEFAULT_PAGE_SIZE = 15;
export const PAGE_SIZE_OPTIONS = [5, 10, 15, 20];
export const EMPTY_TABLE_TEXT = 'No hay datos para mostrar';

// The grid's Spanish texts with the empty-table message of docs/product/conventions.md#error-messages. A `localeText`
// prop replaces the theme's texts instead of merging with them, so the whole set is given here.
const spanishLocaleText = {
  ...esES.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: EMPTY_TABLE_TEXT,
  noResultsOverlayLabel: EMPTY_TABLE_TEXT,
};

export type DataTableProps<R extends GridValidRowModel> = DataGridProps<R> & {
  /** The rows a page shows at first (the user may choose another size). */
  pageSize?: number;
  /** Cards instead of the grid on narrow screens; the page (and selection) they show is the grid's. */
  cards?: TableCards<R>;
};

/** Whether the screen is narrow enough for cards. */
function useNarrowScreen() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down(CARDS_BELOW), { noSsr: true });
}

export function DataTable<R extends GridValidRowModel>({
  slots,
  localeText,
  columns,
  pageSize,
  cards,
  ...props
}: DataTableProps<R>) {
  const labelledColumns = useMemo(() => withLabelledEditCells(columns), [columns]);
  const narrow = useNarrowScreen();
  if (cards && narrow) {
    const rows = props.rows ?? [];
    const { page, pageSize: size } = cards.paging.model;
    return (
      <DataCards<R>
        cards={cards}
        label={props.label ?? ''}
        rows={props.paginationMode === 'server' ? rows : rows.slice(page * size, (page + 1) * size)}
        rowCount={props.paginationMode === 'server' ? (props.rowCount ?? rows.length) : rows.length}
        pageSizeOptions={(props.pageSizeOptions ?? PAGE_SIZE_OPTIONS).map((option) =>
          typeof option === 'number' ? option : option.value,
        )}
        loading={props.loading}
        emptyText={localeText?.noRowsLabel ?? EMPTY_TABLE_TEXT}
      />
    );
  }
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
