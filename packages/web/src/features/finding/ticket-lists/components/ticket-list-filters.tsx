// The quick filters above a ticket list: Estado, Severidad and 'Vencidos' (past their expiry and not finished),
// and 'Limpiar filtros' while any is set.
import { Button, MenuItem, TextField, ToggleButton } from '@mui/material';
import { TicketStatus } from '@tms/contracts';
import { useSeverities } from '@/lib/lookups/get-severities';
import { hasQuickFilters, type QuickFilters } from '../hooks/use-list-filters';

export const LIST_STATUS_OPTIONS = [
  { value: TicketStatus.Initial, label: 'Inicial' },
  { value: TicketStatus.InProgress, label: 'En progreso' },
  { value: TicketStatus.Finished, label: 'Finalizado' },
];

interface TicketListFiltersProps {
  filters: QuickFilters;
  onChange: (filters: QuickFilters) => void;
}

const ALL = '';
const idOf = (value: string) => (value === ALL ? undefined : Number(value));
/** A narrow select that shows 'Todos' / 'Todas' when nothing is chosen. */
const compact = {
  fullWidth: false,
  sx: { width: 180 },
  slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
} as const;

export function TicketListFilters({ filters, onChange }: TicketListFiltersProps) {
  const severities = useSeverities();
  return (
    <>
      <TextField
        select
        size="small"
        label="Estado"
        value={filters.statusId ?? ALL}
        onChange={(event) => onChange({ ...filters, statusId: idOf(event.target.value) })}
        {...compact}
      >
        <MenuItem value={ALL}>Todos</MenuItem>
        {LIST_STATUS_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Severidad"
        value={severities.data ? (filters.severityId ?? ALL) : ALL}
        onChange={(event) => onChange({ ...filters, severityId: idOf(event.target.value) })}
        {...compact}
      >
        <MenuItem value={ALL}>Todas</MenuItem>
        {(severities.data ?? []).map((severity) => (
          <MenuItem key={severity.id} value={severity.id}>
            {severity.code}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButton
        value="overdue"
        size="small"
        color="error"
        selected={filters.overdue}
        onChange={() => onChange({ ...filters, overdue: !filters.overdue })}
      >
        Vencidos
      </ToggleButton>
      {hasQuickFilters(filters) && (
        <Button size="small" onClick={() => onChange({ overdue: false })}>
          Limpiar filtros
        </Button>
      )}
    </>
  );
}
