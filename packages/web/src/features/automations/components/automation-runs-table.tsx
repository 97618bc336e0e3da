// 'Ejecuciones' of a rule: its last runs (at most 50, newest first), each with its ticket, its occasion, its date,
// its result ('Hecho', 'Falló', 'Omitida') and the error of a failed one.
import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { AutomationRun } from '@tms/contracts';
import { TicketLink } from '@/components/ticket-link';
import { formatDate } from '@/lib/dates';
import { useAutomationRuns } from '../api/get-rule-logs';
import { occasionLabel, runResults } from '../lib/automation-labels';
import { RuleLogTable } from './rule-log-table';

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
  return <RuleLogTable label="Ejecuciones" log={useAutomationRuns(automationId)} columns={columns} getRowId={runId} />;
}
