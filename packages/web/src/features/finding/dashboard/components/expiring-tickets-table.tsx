// 'Tickets por expirar' (docs/product/finding.md#dashboard): my open tickets with an expiry, sortable by expiry, shown
// to the minute ('24/11/2026 06:00 PM'). A row is red when it expires today or has expired, green otherwise; a row
// opens its ticket. A phone shows the rows as cards, soonest first as the API sends them (components/data-table), so
// it loads and lays out no grid.
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import type { ExpiringTicket } from '@tms/contracts';
import type { TableCards } from '@/components/data-table/data-cards';
import { DataTable } from '@/components/data-table/data-table';
import { TicketCardTitle, ticketPath, ticketSubjectColumn } from '@/components/ticket-link';
import { formatDate, isDue } from '@/lib/dates';

/** docs/product/conventions.md#limits-and-constants: default tables show 15 rows, with 5, 10, 15 and 20 to choose from. */
const PAGE_SIZE = 15;
const PAGE_SIZE_OPTIONS = [5, 10, 15, 20];

const columns: GridColDef<ExpiringTicket>[] = [
  { field: 'id', headerName: '# Ticket', width: 110, sortable: false },
  ticketSubjectColumn('Tema', { flex: 1, minWidth: 220, sortable: false }),
  {
    field: 'expireDate',
    headerName: 'Expira',
    width: 200,
    valueFormatter: (value: string) => formatDate(value),
  },
  { field: 'status', headerName: 'Status', width: 140, sortable: false },
];

const rowClassName = (row: ExpiringTicket) => (isDue(row.expireDate) ? 'ticket-due' : 'ticket-on-time');

/** A ticket as a card: the subject opening it, its number, the expiry and the status. */
function ExpiringTicketCard({ row }: { row: ExpiringTicket }) {
  return (
    <Stack spacing={0.75}>
      <TicketCardTitle id={row.id} subject={row.subject} />
      <Typography variant="body2" color="text.secondary">
        Expira:{' '}
        <Box component="span" sx={{ color: 'text.primary' }}>
          {formatDate(row.expireDate)}
        </Box>{' '}
        · {row.status}
      </Typography>
    </Stack>
  );
}

const expiringCards = {
  render: (row: ExpiringTicket) => <ExpiringTicketCard row={row} />,
  name: (row: ExpiringTicket) => `#${row.id} ${row.subject}`,
  className: rowClassName,
} satisfies Omit<TableCards<ExpiringTicket>, 'paging'>;

interface ExpiringTicketsTableProps {
  rows: ExpiringTicket[];
  loading: boolean;
}

export function ExpiringTicketsTable({ rows, loading }: ExpiringTicketsTableProps) {
  const navigate = useNavigate();
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const initialState = useMemo(() => ({ sorting: { sortModel: [{ field: 'expireDate', sort: 'asc' as const }] } }), []);

  return (
    <Card component="section" aria-labelledby="expiring-title">
      <CardHeader
        id="expiring-title"
        title="Tickets por expirar"
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button component={RouterLink} to="/ticket" variant="contained" startIcon={<AddIcon />}>
            Nuevo Ticket
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Box
          sx={(theme) => ({
            '& .ticket-due': {
              bgcolor: alpha(theme.palette.error.main, 0.1),
              '&:hover': { bgcolor: alpha(theme.palette.error.main, 0.18) },
            },
            '& .ticket-on-time': {
              bgcolor: alpha(theme.palette.success.main, 0.1),
              '&:hover': { bgcolor: alpha(theme.palette.success.main, 0.18) },
            },
            '& .MuiDataGrid-row': { cursor: 'pointer' },
          })}
        >
          <DataTable<ExpiringTicket>
            label="Tickets por expirar"
            rows={rows}
            columns={columns}
            loading={loading}
            showToolbar={false}
            // A short list sorted by its header: no column menus (their 'Menú de la columna …' buttons would also
            // crowd the page's own 'Menú').
            disableColumnMenu
            initialState={initialState}
            paginationModel={paginationModel}
            onPaginationModelChange={setPaginationModel}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            getRowClassName={({ row }) => rowClassName(row)}
            onRowClick={({ row }) => void navigate(ticketPath(row.id))}
            cards={{ ...expiringCards, paging: { model: paginationModel, onChange: setPaginationModel } }}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
