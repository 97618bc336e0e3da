// 'Filtros aplicados': the filters of the search shown, as chips above the results, so they stay in sight once
// 'Buscar' folds the filter panel. The dates always apply; every other chip clears its filter and searches again.
import { Box, Chip } from '@mui/material';
import type { CodedItem } from '@/components/form/code-options';
import { useCategories } from '@/lib/lookups/get-categories';
import { useCompanyLocations } from '@/lib/lookups/get-company-locations';
import { useSeverities } from '@/lib/lookups/get-severities';
import { useSubCategories } from '@/lib/lookups/get-sub-categories';
import { dayjs } from '@/lib/dates';
import { STATUS_OPTIONS } from './picker-options';
import type { ClearableFilter, SearchFormOutput } from './search-form-values';

const DAY_LABEL_FORMAT = 'DD/MM/YYYY';

interface AppliedFilterChipsProps {
  filters: SearchFormOutput;
  onClear: (key: ClearableFilter) => void;
}

/** A catalogue item's code, or its number while the catalogue loads. */
const codeOf = (items: readonly CodedItem[] | undefined, id: number) => items?.find((item) => item.id === id)?.code ?? `#${id}`;

/** The label of each filter set, in the order of the form. */
function useChipLabels(filters: SearchFormOutput): [ClearableFilter, string][] {
  const locations = useCompanyLocations();
  const categories = useCategories();
  const subCategories = useSubCategories(filters.categoryId);
  const severities = useSeverities();
  const { workItemId, locationId, categoryId, subCategoryId, severityId, statusId, createdBy, assignedTo, subject } = filters;
  const labels: [ClearableFilter, string | null][] = [
    ['workItemId', workItemId ? `Ticket Id: ${workItemId}` : null],
    ['locationId', locationId ? `Sucursal: ${codeOf(locations.data, locationId)}` : null],
    ['categoryId', categoryId ? `Categoria: ${codeOf(categories.data, categoryId)}` : null],
    ['subCategoryId', subCategoryId ? `SubCategoria: ${codeOf(subCategories.data, subCategoryId)}` : null],
    ['severityId', severityId ? `Severidad: ${codeOf(severities.data, severityId)}` : null],
    ['statusId', statusId ? `Estado: ${STATUS_OPTIONS.find((option) => option.value === statusId)?.label ?? statusId}` : null],
    ['createdBy', createdBy ? `Creador: ${createdBy.displayName}` : null],
    ['assignedTo', assignedTo ? `Responsable: ${assignedTo.displayName}` : null],
    ['subject', subject ? `Asunto: ${subject}` : null],
  ];
  return labels.filter((entry): entry is [ClearableFilter, string] => !!entry[1]);
}

export function AppliedFilterChips({ filters, onClear }: AppliedFilterChipsProps) {
  const labels = useChipLabels(filters);
  const days = [filters.startDate, filters.endDate].map((day) => dayjs(day).format(DAY_LABEL_FORMAT)).join(' – ');
  return (
    <Box role="group" aria-label="Filtros aplicados" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Chip size="small" label={`Fechas: ${days}`} />
      {labels.map(([key, label]) => (
        <Chip
          key={key}
          size="small"
          color="primary"
          variant="outlined"
          label={label}
          aria-label={`Quitar ${label}`}
          onClick={() => onClear(key)}
          onDelete={() => onClear(key)}
        />
      ))}
    </Box>
  );
}
