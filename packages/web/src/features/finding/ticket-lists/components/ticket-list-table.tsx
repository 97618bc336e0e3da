// One of the three ticket lists: server paging (10 a page) and sorting, quick filters kept in the address, selectable
// rows with bulk 'Seguir' and 'Reasignar', copy to clipboard, keyboard (j/k, Enter, '?'), and on the subscribed
// list 'Mostrar tickets cerrados'. A failed load says 'Error al obtener los tickets' and keeps the rows shown.
// Narrow screens show the page as cards with the same selection and keyboard (ticket-card.tsx).
// useTicketListTable holds the state; this component renders it.
import { Alert, Box, Button, Card, Checkbox, FormControlLabel } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import type { TicketListRow } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';
import { KeyboardShortcutsHelp } from '@/components/keyboard/keyboard-shortcuts-help';
import { KEYBOARD_FOCUSED_ROW_CLASS } from '@/components/data-table/use-row-keyboard';
import type { TicketListKind } from '../api/ticket-lists-query-keys';
import type { SentFilter } from '../hooks/use-ticket-list-kind';
import { COPY_MODE_ROWS } from '../hooks/use-copy-tickets';
import { LIST_PAGE_SIZE } from '../hooks/use-ticket-list-state';
import { useTicketListTable } from '../hooks/use-ticket-list-table';
import { BulkActionsBar } from './bulk-actions-bar';
import { ticketCards } from './ticket-card';
import { ticketListColumns } from './ticket-list-columns';
import { TicketListFilters } from './ticket-list-filters';
import { TICKET_LIST_SHORTCUTS } from './ticket-list-shortcuts';

export const LIST_LOAD_ERROR = 'Error al obtener los tickets';

interface TicketListTableProps {
  kind: TicketListKind;
  filter: SentFilter | undefined;
  title: string;
}

export function TicketListTable({ kind, filter, title }: TicketListTableProps) {
  const table = useTicketListTable(kind, filter);
  const { list } = table;

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, py: 1.5 }}>
        <TicketListFilters filters={table.filters} offersUnfinished={kind !== 'subscribed'} onChange={table.setFilters} />
        {kind === 'subscribed' && (
          <FormControlLabel
            label="Mostrar tickets cerrados"
            control={<Checkbox checked={table.showEnded} onChange={(event) => table.toggleShowEnded(event.target.checked)} />}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="text" size="small" startIcon={<KeyboardIcon />} onClick={table.showHelp}>
          Atajos
        </Button>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          loading={table.copying}
          disabled={!list.data?.total}
          onClick={() => void table.copy()}
        >
          Copiar al portapapeles
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, pb: table.chosen.length ? 1.5 : 0 }}>
        <BulkActionsBar ids={table.chosen} onDone={table.clearSelection} />
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
        rows={table.rows}
        rowCount={list.data?.total ?? 0}
        loading={list.isFetching}
        columns={ticketListColumns}
        showToolbar={false}
        checkboxSelection
        keepNonExistentRowsSelected
        getRowClassName={table.keyboard.getRowClassName}
        pageSizeOptions={table.copying ? [LIST_PAGE_SIZE, COPY_MODE_ROWS] : [LIST_PAGE_SIZE]}
        {...table.gridProps}
        cards={{
          ...ticketCards,
          paging: { model: table.pagination, onChange: table.setPagination },
          selection: { model: table.selection, onChange: table.setSelection },
          highlightedId: table.keyboard.focusedId,
        }}
        sx={{
          border: 0,
          borderTop: 1,
          borderColor: 'divider',
          borderRadius: 0,
          [`& .${KEYBOARD_FOCUSED_ROW_CLASS}`]: { backgroundColor: 'action.selected', boxShadow: 'inset 3px 0 0 currentColor' },
        }}
      />
      <KeyboardShortcutsHelp open={table.helpOpen} shortcuts={TICKET_LIST_SHORTCUTS} onClose={table.closeHelp} />
    </Card>
  );
}
