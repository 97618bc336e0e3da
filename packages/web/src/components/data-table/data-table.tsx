// The app's table: MUI X Data Grid in Spanish with the page sizes of docs/product/conventions.md#limits-and-constants
// (15 by default; 5, 10, 15, 20), a search box, and 'No hay datos para mostrar' when empty. A table given `cards`
// shows its page as cards on narrow screens (data-cards.tsx).
// The grid's code (data-grid-view.tsx) is the largest piece of a table screen, and a phone showing cards needs none of
// it: on a screen that is wide as this module loads it is fetched at once, beside the screen's own code; on a narrow
// one only when a table without cards (or a screen turned wide) first shows the grid. Until it is there, the table
// shows a bar of progress in its place.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, LinearProgress, useMediaQuery } from '@mui/material';
import { unstable_createBreakpoints as createBreakpoints, useTheme } from '@mui/material/styles';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { CARDS_BELOW, DataCards, type TableCards } from './data-cards';
import type { DataGridViewProps } from './data-grid-view';
import { EMPTY_TABLE_TEXT, PAGE_SIZE_OPTIONS } from './table-defaults';

export { DEFAULT_PAGE_SIZE } from './table-defaults';

/** Room the grid takes while its code loads: column headers, two rows and the pager. */
const LOADING_GRID_HEIGHT = 220;

export type DataTableProps<R extends GridValidRowModel> = DataGridViewProps<R> & {
  /** Cards instead of the grid on narrow screens; the page (and selection) they show is the grid's. */
  cards?: TableCards<R>;
};

type GridView = <R extends GridValidRowModel>(props: DataGridViewProps<R>) => ReactNode;

const loadGridView = () => import('./data-grid-view').then((module) => module.DataGridView as GridView);

/** Whether the screen is narrow enough for cards as this module loads (jsdom has no matchMedia: wide). */
function narrowAtStart() {
  if (typeof window.matchMedia !== 'function') return false;
  // MUI's breakpoints, which the app's theme keeps, without building a whole theme as the module loads.
  return window.matchMedia(
    createBreakpoints({})
      .down(CARDS_BELOW)
      .replace(/^@media\s*/, ''),
  ).matches;
}

/** The grid once its code is here, so later tables show it at once. */
let loadedGridView: GridView | null = null;
let gridViewLoading: Promise<GridView> | null = null;
function gridView() {
  gridViewLoading ??= loadGridView().then(
    (view) => (loadedGridView = view),
    (error: unknown) => {
      // Asked again by the next table (the error reaches the screen's error page meanwhile).
      gridViewLoading = null;
      throw error;
    },
  );
  return gridViewLoading;
}
if (!narrowAtStart()) void gridView();
const LazyGridView = lazy(() => gridView().then((view) => ({ default: view })));

/** Whether the screen is narrow enough for cards. */
function useNarrowScreen() {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down(CARDS_BELOW), { noSsr: true });
}

function LoadingGrid() {
  return (
    <Box sx={{ minHeight: LOADING_GRID_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <LinearProgress aria-label="Cargando" />
    </Box>
  );
}

/** The grid, or the bar of progress while its code loads; a table keeps the way it started, so it never remounts. */
function TableGrid<R extends GridValidRowModel>(props: DataGridViewProps<R>) {
  const [LoadedGridView] = useState(() => loadedGridView);
  if (LoadedGridView) return <LoadedGridView<R> {...props} />;
  return (
    <Suspense fallback={<LoadingGrid />}>
      <LazyGridView {...(props as DataGridViewProps<GridValidRowModel>)} />
    </Suspense>
  );
}

export function DataTable<R extends GridValidRowModel>({ cards, ...props }: DataTableProps<R>) {
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
        emptyText={props.localeText?.noRowsLabel ?? EMPTY_TABLE_TEXT}
      />
    );
  }
  return <TableGrid<R> {...props} />;
}
