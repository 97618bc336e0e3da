// The quick filters above a ticket list: Estado, Severidad and 'Vencidos' (past their expiry and not finished),
// and 'Limpiar filtros' while any is set. Estado shows what the list holds: the created and received lists opened
// with ?filter=active (the dashboard's 'Activos' and 'Asignados sin finalizar') read 'Sin finalizar', with
// ?filter=closed 'Finalizado'; choosing another status or 'Todos' leaves that filter.
import { Button, MenuItem, TextField, ToggleButton } from '@mui/material';
import { TicketStatus } from '@tms/contracts';
import { useSeverities } from '@/lib/lookups/get-severities';
import { hasQuickFilters, type ListFilters } from '../hooks/use-list-filters';

export const LIST_STATUS_OPTIONS = [
  { value: TicketStatus.Initial, label: 'Inicial' },
  { value: TicketStatus.InProgress, label: 'En progreso' },
  { value: TicketStatus.Finished, label: 'Finalizado' },
];
const UNFINISHED_LABEL = 'Sin finalizar';

interface TicketListFiltersProps {
  /** The quick filters and the list's ?filter (never on the subscribed list, which hides finished tickets itself). */
  filters: ListFilters;
  /** Whether Estado offers 'Sin finalizar' (the created and received lists). */
  offersUnfinished: boolean;
  onChange: (filters: ListFilters) => void;
}

const ALL = '';
const UNFINISHED = 'active';
const idOf = (value: string) => (value === ALL ? undefined : Number(value));
/** A narrow select that shows 'Todos' / 'Todas' when nothing is chosen. */
const compact = {
  fullWidth: false,
  sx: { width: 180 },
  slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
} as const;

/** The Estado choice the filters stand for: a status, 'Sin finalizar' or 'Todos'. */
function statusChoice({ statusId, filter }: ListFilters): string {
  if (statusId) return String(statusId);
  if (filter === 'closed') return String(TicketStatus.Finished);
  return filter === 'active' ? UNFINISHED : ALL;
}

/** The filters after choosing `choice` in Estado. */
const withStatusChoice = (filters: ListFilters, choice: string): ListFilters => ({
  ...filters,
  filter: choice === UNFINISHED ? 'active' : undefined,
  statusId: choice === UNFINISHED ? undefined : idOf(choice),
});

export function TicketListFilters({ filters, offersUnfinished, onChange }: TicketListFiltersProps) {
  const severities = useSeverities();
  return (
    <>
      <TextField
        select
        size="small"
        label="Estado"
        value={statusChoice(filters)}
        onChange={(event) => onChange(withStatusChoice(filters, event.target.value))}
        {...compact}
      >
        <MenuItem value={ALL}>Todos</MenuItem>
        {offersUnfinished && <MenuItem value={UNFINISHED}>{UNFINISHED_LABEL}</MenuItem>}
        {LIST_STATUS_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={String(option.value)}>
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
