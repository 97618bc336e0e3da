// 'Llamadas webhook' of a rule: its webhook calls (at most 100, newest first), each with its target, its state
// ('Pendiente', 'Entregada', 'Fallida'), its attempts, the last answer's status and time, and why it failed.
import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { WebhookDelivery } from '@tms/contracts';
import { formatDate } from '@/lib/dates';
import { useWebhookDeliveries } from '../api/get-rule-logs';
import { deliveryStatuses } from '../lib/automation-labels';
import { RuleLogTable } from './rule-log-table';

const optionalDate = (value: string | null) => (value ? formatDate(value) : '—');

const columns: GridColDef<WebhookDelivery>[] = [
  { field: 'createdDate', headerName: 'Fecha', width: 170, valueFormatter: optionalDate },
  { field: 'url', headerName: 'Destino', flex: 1, minWidth: 200 },
  {
    field: 'status',
    headerName: 'Estado',
    width: 120,
    valueGetter: (_value, row) => deliveryStatuses[row.status].label,
    renderCell: ({ row, value }) => <Chip size="small" label={value} color={deliveryStatuses[row.status].color} />,
  },
  { field: 'attempts', headerName: 'Intentos', width: 90, type: 'number' },
  {
    field: 'statusCode',
    headerName: 'Respuesta',
    width: 110,
    valueGetter: (_value, row) => (row.statusCode === null ? '—' : `${row.statusCode} · ${row.durationMs ?? 0} ms`),
  },
  { field: 'lastAttemptDate', headerName: 'Último intento', width: 170, valueFormatter: optionalDate },
  { field: 'error', headerName: 'Error', flex: 1.5, minWidth: 200 },
];

export function WebhookDeliveriesTable({ automationId }: { automationId: number }) {
  const deliveries = useWebhookDeliveries(automationId);
  return <RuleLogTable label="Llamadas webhook" log={deliveries} columns={columns} getRowId={(row) => row.id} />;
}
