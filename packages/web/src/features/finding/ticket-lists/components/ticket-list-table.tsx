// One of the three ticket lists: server paging (10 a page) and sorting, quick filters kept in the address, selectable
// rows with bulk 'Seguir' and 'Reasignar', copy to clipboard, keyboard (j/k, Enter, '?'), and on the subscribed
// list 'Mostrar tickets cerrados'. A failed load says 'Error al obtener los tickets' and keeps the rows shown.
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Card, Checkbox, FormControlLabel } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { TicketStatus, type TicketListRow } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';
import { KeyboardShortcutsDialog } from '@/components/keyboard/keyboard-shortcuts-dialog';
import { selectedIds } from '@/components/data-table/row-selection';
import { KEYBOARD_FOCUSED_ROW_CLASS, useRowKeyboard } from '@/components/data-table/use-row-keyboard';
import { useServerTableState } from '@/components/data-table/use-server-table-state';
import { useTicketList } from '../api/get-ticket-list';
import type { ListQuery, TicketListKind } from '../api/ticket-lists-query-keys';
import type { SentFilter } from '../hooks/use-ticket-list-kind';
import { useListFilters } from '../hooks/use-list-filters';
import { COPY_MODE_ROWS, useCopyTickets } from '../hooks/use-copy-tickets';
import { emptySelection } from '../hooks/selected-rows';
import { useSeenRows } from '../hooks/use-seen-rows';
import { BulkActionsBar } from './bulk-actions-bar';
import { ticketListColumns } from './ticket-list-columns';
import { TicketListFilters } from './ticket-list-filters';
import { TICKET_LIST_SHORTCUTS } from './ticket-list-shortcuts';

export const LIST_PAGE_SIZE = 10;
export const LIST_LOAD_ERROR = 'Error al obtener los tickets';

interface TicketListTableProps {
  kind: TicketListKind;
  filter: SentFilter | undefined;
  title: string;
}

export function TicketListTable({ kind, filter, title }: TicketListTableProps) {
  const { query: pageQuery, gridProps } = useServerTableState(LIST_PAGE_SIZE);
  const { filters, setFilters } = useListFilters();
  const [showEnded, setShowEnded] = useState(false);
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection);
  const [helpOpen, setHelpOpen] = useState(false);
  const navigate = useNavigate();

  // Other filters (typed, or from the back button) show their first page and drop the selection.
  const [shownFilters, setShownFilters] = useState(filters);
  if (shownFilters !== filters) {
    setShownFilters(filters);
    setSelection(emptySelection());
    gridProps.onPaginationModelChange({ ...gridProps.paginationModel, page: 0 });
  }

  const query = useMemo<ListQuery>(
    () => ({
      page: pageQuery.page,
      pageSize: pageQuery.pageSize,
      filter,
      // Asking for finished tickets shows them on the subscribed list too.
      showEnded: showEnded || filters.statusId === TicketStatus.Finished,
      ...filters,
      // Without a chosen column the server's order applies (latest change first).
      ...(pageQuery.sortField
        ? { sortField: pageQuery.sortField as ListQuery['sortField'], sortOrder: pageQuery.sortOrder }
        : {}),
    }),
    [pageQuery, filter, showEnded, filters],
  );
  const list = useTicketList(kind, query);
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const seen = useSeenRows(list.data?.rows);
  const { copying, copy } = useCopyTickets({
    kind,
    query,
    pagination: gridProps.paginationModel,
    setPagination: gridProps.onPaginationModelChange,
    selection,
    seen,
  });
  const rowIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const chosen = selectedIds(selection, rowIds).map(Number);
  const openTicket = useCallback((id: GridRowId) => void navigate(`/ticket/${id}`), [navigate]);
  const showHelp = useCallback(() => setHelpOpen(true), []);
  const keyboard = useRowKeyboard({ rowIds, onOpen: openTicket, onHelp: showHelp, enabled: !helpOpen });

  const toggleShowEnded = (checked: boolean) => {
    setShowEnded(checked);
    gridProps.onPaginationModelChange({ ...gridProps.paginationModel, page: 0 });
  };

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, py: 1.5 }}>
        <TicketListFilters filters={filters} onChange={setFilters} />
        {kind === 'subscribed' && (
          <FormControlLabel
            label="Mostrar tickets cerrados"
            control={<Checkbox checked={showEnded} onChange={(event) => toggleShowEnded(event.target.checked)} />}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="text" size="small" startIcon={<KeyboardIcon />} onClick={showHelp}>
          Atajos
        </Button>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          loading={copying}
          disabled={!list.data?.total}
          onClick={() => void copy()}
        >
          Copiar al portapapeles
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, pb: chosen.length ? 1.5 : 0 }}>
        <BulkActionsBar ids={chosen} onDone={() => setSelection(emptySelection())} />
      </Box>
      {list.isError && (
        <Alert
          severity="error"
          sx={{ mx: 2, mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              Reintentar
            </Button>
          }
        >
          {LIST_LOAD_ERROR}
        </Alert>
      )}
      <DataTable<TicketListRow>
        label={title}
        rows={rows}
        rowCount={list.data?.total ?? 0}
        loading={list.isFetching}
        columns={ticketListColumns}
        showToolbar={false}
        checkboxSelection
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        getRowClassName={keyboard.getRowClassName}
        pageSizeOptions={copying ? [LIST_PAGE_SIZE, COPY_MODE_ROWS] : [LIST_PAGE_SIZE]}
        {...gridProps}
        sx={{
          border: 0,
          borderTop: 1,
          borderColor: 'divider',
          borderRadius: 0,
          [`& .${KEYBOARD_FOCUSED_ROW_CLASS}`]: { backgroundColor: 'action.selected', boxShadow: 'inset 3px 0 0 currentColor' },
        }}
      />
      <KeyboardShortcutsDialog open={helpOpen} shortcuts={TICKET_LIST_SHORTCUTS} onClose={() => setHelpOpen(false)} />
    </Card>
  );
}
