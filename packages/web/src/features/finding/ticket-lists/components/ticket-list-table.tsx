// One of the three ticket lists: server paging (10 a page) and sorting, selectable rows, copy to clipboard, and on
// the subscribed list 'Mostrar tickets cerrados'. A failed load says 'Error al obtener los tickets' and keeps the
// rows already shown.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, Checkbox, FormControlLabel } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { TicketListRow } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';
import { useServerTableState } from '@/components/data-table/use-server-table-state';
import { useTicketList } from '../api/get-ticket-list';
import type { ListQuery, TicketListKind } from '../api/ticket-lists-query-keys';
import type { SentFilter } from '../hooks/use-ticket-list-kind';
import { COPY_MODE_ROWS, useCopyTickets } from '../hooks/use-copy-tickets';
import { emptySelection } from '../hooks/selected-rows';
import { useSeenRows } from '../hooks/use-seen-rows';
import { ticketListColumns } from './ticket-list-columns';

export const LIST_PAGE_SIZE = 10;
export const LIST_LOAD_ERROR = 'Error al obtener los tickets';

interface TicketListTableProps {
  kind: TicketListKind;
  filter: SentFilter | undefined;
  title: string;
}

export function TicketListTable({ kind, filter, title }: TicketListTableProps) {
  const { query: pageQuery, gridProps } = useServerTableState(LIST_PAGE_SIZE);
  const [showEnded, setShowEnded] = useState(false);
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection);

  const query = useMemo<ListQuery>(
    () => ({
      page: pageQuery.page,
      pageSize: pageQuery.pageSize,
      filter,
      showEnded,
      // Without a chosen column the server's order applies (latest change first).
      ...(pageQuery.sortField
        ? { sortField: pageQuery.sortField as ListQuery['sortField'], sortOrder: pageQuery.sortOrder }
        : {}),
    }),
    [pageQuery, filter, showEnded],
  );
  const list = useTicketList(kind, query);
  const seen = useSeenRows(list.data?.rows);
  const { copying, copy } = useCopyTickets({
    kind,
    query,
    pagination: gridProps.paginationModel,
    setPagination: gridProps.onPaginationModelChange,
    selection,
    seen,
  });

  const toggleShowEnded = (checked: boolean) => {
    setShowEnded(checked);
    gridProps.onPaginationModelChange({ ...gridProps.paginationModel, page: 0 });
  };

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2, py: 1 }}>
        {kind === 'subscribed' && (
          <FormControlLabel
            label="Mostrar tickets cerrados"
            control={<Checkbox checked={showEnded} onChange={(event) => toggleShowEnded(event.target.checked)} />}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
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
        rows={list.data?.rows ?? []}
        rowCount={list.data?.total ?? 0}
        loading={list.isFetching}
        columns={ticketListColumns}
        showToolbar={false}
        checkboxSelection
        keepNonExistentRowsSelected
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
        pageSizeOptions={copying ? [LIST_PAGE_SIZE, COPY_MODE_ROWS] : [LIST_PAGE_SIZE]}
        {...gridProps}
        sx={{ border: 0, borderTop: 1, borderColor: 'divider', borderRadius: 0 }}
      />
    </Card>
  );
}
