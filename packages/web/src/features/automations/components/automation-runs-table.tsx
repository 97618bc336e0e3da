// 'Ejecuciones' of a rule: its last runs (at most 50, newest first), each with its ticket, its occasion, its date,
// its result ('Hecho', 'Falló', 'Omitida') and the error of a failed one.
import { Box, Button, CardContent, Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { AutomationRun } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';
import { LoadError } from '@/components/load-error';
import { TicketLink } from '@/components/ticket-link';
import { formatDate } from '@/lib/dates';
import { useAutomationRuns } from '../api/get-automation-runs';
import { occasionLabel, runResults } from '../lib/automation-labels';

const PAGE_SIZE = 10;

const columns: GridColDef<AutomationRun>[] = [
  {
    field: 'ticketId',
    headerName: 'Ticket',
    width: 100,
    renderCell: ({ row }) => <TicketLink id={row.ticketId}>#{row.ticketId}</TicketLink>,
  },
  {
    field: 'occasion',
    headerName: 'Ocasión',
    flex: 1,
    minWidth: 180,
    valueGetter: (occasion: string) => occasionLabel(occasion),
  },
  { field: 'at', headerName: 'Fecha', width: 170, valueFormatter: (value: string) => formatDate(value) },
  {
    field: 'result',
    headerName: 'Resultado',
    width: 120,
    valueGetter: (_value, row) => runResults[row.result].label,
    renderCell: ({ row, value }) => <Chip size="small" label={value} color={runResults[row.result].color} />,
  },
  { field: 'error', headerName: 'Error', flex: 1.5, minWidth: 200 },
];

/** A run has no id of its own: a rule runs once per ticket and occasion. */
const runId = (run: AutomationRun) => `${run.ticketId}-${run.occasion}`;

export function AutomationRunsTable({ automationId }: { automationId: number }) {
  const runs = useAutomationRuns(automationId);
  return (
    <CardContent sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button startIcon={<RefreshIcon />} loading={runs.isFetching} onClick={() => void runs.refetch()}>
          Actualizar
        </Button>
      </Box>
      {runs.isError ? (
        <LoadError error={runs.error} onRetry={() => void runs.refetch()} />
      ) : (
        <DataTable<AutomationRun>
          label="Ejecuciones"
          rows={runs.data ?? []}
          getRowId={runId}
          columns={columns}
          loading={runs.isFetching}
          pageSize={PAGE_SIZE}
        />
      )}
    </CardContent>
  );
}
