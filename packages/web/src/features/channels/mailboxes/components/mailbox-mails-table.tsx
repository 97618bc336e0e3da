// 'Correos leídos' of a mailbox: the newest mails the reader took from it, with what became of each (a ticket, a
// message on a ticket, the automatic answer, ignored, or failed with its reason) and a link to the ticket.
import { Box, Button, CardContent, Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { InboundMail } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';
import { LoadError } from '@/components/load-error';
import { TicketLink } from '@/components/ticket-link';
import { formatDate } from '@/lib/dates';
import { useMailboxMails } from '../api/get-mailbox-mails';
import { mailOutcomes } from '../lib/mail-outcome';

const PAGE_SIZE = 10;

const columns: GridColDef<InboundMail>[] = [
  {
    field: 'receivedDate',
    headerName: 'Fecha',
    width: 170,
    valueFormatter: (value: string) => formatDate(value),
  },
  { field: 'fromAddress', headerName: 'Remitente', flex: 1, minWidth: 180 },
  { field: 'subject', headerName: 'Asunto', flex: 1.5, minWidth: 200 },
  {
    field: 'outcome',
    headerName: 'Resultado',
    width: 220,
    valueGetter: (_value, row) => mailOutcomes[row.outcome].label,
    renderCell: ({ row, value }) => <Chip size="small" label={value} color={mailOutcomes[row.outcome].color} />,
  },
  { field: 'reason', headerName: 'Motivo', flex: 1.5, minWidth: 200 },
  {
    field: 'ticketId',
    headerName: 'Ticket',
    width: 100,
    renderCell: ({ row }) => (row.ticketId === null ? null : <TicketLink id={row.ticketId}>#{row.ticketId}</TicketLink>),
  },
];

export function MailboxMailsTable({ mailboxId }: { mailboxId: number }) {
  const mails = useMailboxMails(mailboxId);
  return (
    <CardContent sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button startIcon={<RefreshIcon />} loading={mails.isFetching} onClick={() => void mails.refetch()}>
          Actualizar
        </Button>
      </Box>
      {mails.isError ? (
        <LoadError error={mails.error} onRetry={() => void mails.refetch()} />
      ) : (
        <DataTable<InboundMail>
          label="Correos leídos"
          rows={mails.data ?? []}
          columns={columns}
          loading={mails.isFetching}
          pageSize={PAGE_SIZE}
        />
      )}
    </CardContent>
  );
}
