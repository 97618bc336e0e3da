// A table's page as a list of cards, for narrow screens (below MUI's `md`, 900 px): a phone cannot show a grid's
// columns without sideways scrolling. Each card shows what its table chooses and, when rows are selectable, a
// checkbox; 'Seleccionar todos' selects the cards shown. The pager below is the grid's, with its Spanish texts. While
// the first page loads, grey cards hold its room, so the pager and what follows do not jump when the rows arrive. The
// first cards are the largest render of a list screen: React draws them as a deferred update, in slices between which
// the browser stays responsive, the grey cards showing until they are done.
import { useDeferredValue, type ReactNode } from 'react';
import {
  Box,
  Card,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Skeleton,
  Stack,
  TablePagination,
  Typography,
} from '@mui/material';
import type { Breakpoint } from '@mui/material/styles';
import type { GridPaginationModel, GridRowId, GridRowSelectionModel, GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { isRowSelected, withRowsSelected } from './row-selection';
import { KEYBOARD_FOCUSED_ROW_CLASS } from './use-row-keyboard';

/** Screens narrower than this breakpoint show cards instead of the grid. */
export const CARDS_BELOW: Breakpoint = 'md';

const gridTexts = esES.components.MuiDataGrid.defaultProps.localeText;

/** What a table shows as cards: each row's content and name, the page, and optionally the selection. */
export interface TableCards<R extends GridValidRowModel> {
  render: (row: R) => ReactNode;
  /** The row as its checkbox names it ('Seleccionar {name}'). */
  name: (row: R) => string;
  paging: { model: GridPaginationModel; onChange: (model: GridPaginationModel) => void };
  selection?: { model: GridRowSelectionModel; onChange: (model: GridRowSelectionModel) => void };
  /** The row the keyboard is on (use-row-keyboard.ts). */
  highlightedId?: GridRowId | null;
  /** A class of the row's card, as the grid's `getRowClassName` gives its row. */
  className?: (row: R) => string | undefined;
}

/** Lines of a placeholder card: about a ticket card's (ticket-card.tsx), the widest shape the cards take. */
const PLACEHOLDER_LINES = ['80%', '30%', '55%', '65%', '60%'];
/** Placeholder cards shown at most: more than a phone's screen holds. */
const MAX_PLACEHOLDERS = 10;

/** A grey card the size of a ticket's, hidden from assistive technology (the bar of progress says 'Cargando'). */
function PlaceholderCard() {
  return (
    <Card component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Stack spacing={0.75}>
        {PLACEHOLDER_LINES.map((width, line) => (
          <Skeleton key={line} variant="text" width={width} />
        ))}
      </Stack>
    </Card>
  );
}

interface DataCardsProps<R extends GridValidRowModel> {
  cards: TableCards<R>;
  label: string;
  /** The rows of the page shown. */
  rows: readonly R[];
  rowCount: number;
  pageSizeOptions: readonly number[];
  loading?: boolean;
  emptyText: string;
}

export function DataCards<R extends GridValidRowModel>(props: DataCardsProps<R>) {
  const { cards, label, rowCount, pageSizeOptions, loading, emptyText } = props;
  const { paging, selection } = cards;
  // Only the first cards wait for the deferred render; later pages show at once.
  const deferredRows = useDeferredValue(props.rows);
  const rows = deferredRows.length === 0 ? deferredRows : props.rows;
  const arriving = rows.length === 0 && props.rows.length > 0;
  const ids = rows.map((row) => row.id as GridRowId);
  const selectedShown = selection ? ids.filter((id) => isRowSelected(selection.model, id)).length : 0;
  const placeholders = (loading || arriving) && rows.length === 0 ? Math.min(paging.model.pageSize, MAX_PLACEHOLDERS) : 0;

  return (
    <Box>
      {loading && <LinearProgress aria-label="Cargando" />}
      {selection && (rows.length > 0 || placeholders > 0) && (
        <FormControlLabel
          sx={{ px: 2, py: 0.5 }}
          label="Seleccionar todos"
          disabled={rows.length === 0}
          control={
            <Checkbox
              checked={rows.length > 0 && selectedShown === ids.length}
              indeterminate={selectedShown > 0 && selectedShown < ids.length}
              onChange={(event) => selection.onChange(withRowsSelected(selection.model, ids, event.target.checked))}
            />
          }
        />
      )}
      {placeholders > 0 ? (
        <Stack component="ul" aria-hidden spacing={1} sx={{ listStyle: 'none', m: 0, px: 1, py: 1 }}>
          {Array.from({ length: placeholders }, (_, index) => (
            <PlaceholderCard key={index} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 3 }}>
          {emptyText}
        </Typography>
      ) : (
        <Stack component="ul" role="list" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, px: 1, py: 1 }}>
          {rows.map((row) => {
            const id = row.id as GridRowId;
            return (
              <Card
                key={id}
                component="li"
                variant="outlined"
                data-id={id}
                className={
                  [id === cards.highlightedId ? KEYBOARD_FOCUSED_ROW_CLASS : undefined, cards.className?.(row)]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                sx={{
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 0.5,
                  p: 1.5,
                  [`&.${KEYBOARD_FOCUSED_ROW_CLASS}`]: { bgcolor: 'action.selected', boxShadow: 'inset 3px 0 0 currentColor' },
                }}
              >
                {selection && (
                  <Checkbox
                    sx={{ mt: -0.5, ml: -0.5 }}
                    checked={isRowSelected(selection.model, id)}
                    onChange={(event) => selection.onChange(withRowsSelected(selection.model, [id], event.target.checked))}
                    slotProps={{ input: { 'aria-label': `Seleccionar ${cards.name(row)}` } }}
                  />
                )}
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>{cards.render(row)}</Box>
              </Card>
            );
          })}
        </Stack>
      )}
      <TablePagination
        component="div"
        count={rowCount}
        page={paging.model.page}
        rowsPerPage={paging.model.pageSize}
        rowsPerPageOptions={[...pageSizeOptions]}
        onPageChange={(_event, page) => paging.onChange({ ...paging.model, page })}
        onRowsPerPageChange={(event) => paging.onChange({ page: 0, pageSize: Number(event.target.value) })}
        labelRowsPerPage={gridTexts.paginationRowsPerPage}
        labelDisplayedRows={(shown) => gridTexts.paginationDisplayedRows?.({ ...shown, estimated: undefined })}
        getItemAriaLabel={gridTexts.paginationItemAriaLabel}
      />
    </Box>
  );
}
