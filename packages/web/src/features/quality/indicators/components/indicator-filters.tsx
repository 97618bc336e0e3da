// The indicators' range and filters (docs/product/service-quality.md#indicators): the days (the last 30 at first, at
// most 366), the branch, the category and its sub-category (disabled until a category, cleared when it changes) and the
// responsible (an internal user), each 'Todos' at first. 'Consultar' asks for the figures.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Button, Grid } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { daysInRange, INDICATORS_DEFAULT_DAYS, INDICATORS_MAX_DAYS, indicatorMessages } from '@tms/contracts';
import { DAY_FORMAT, dateRangeShape, refineDateRange } from '@/components/form/date-range';
import { FormDateField } from '@/components/form/form-date-field';
import { ANY_OPTION, filterId, FormFilterSelectField } from '@/components/form/form-filter-select-field';
import { FormSelectField } from '@/components/form/form-select-field';
import { dayjs } from '@/lib/dates';
import { useInternalUsers, userLabel } from '@/lib/lookups/get-active-users';
import { useCategories } from '@/lib/lookups/get-categories';
import { useCompanyLocations } from '@/lib/lookups/get-company-locations';
import { useSubCategories } from '@/lib/lookups/get-sub-categories';
import type { IndicatorsRequest } from '../api/indicators-query-keys';

const filtersSchema = z
  .object({
    ...dateRangeShape,
    companyLocationId: filterId,
    categoryId: filterId,
    subCategoryId: filterId,
    assignedTo: filterId,
  })
  .superRefine((values, ctx) => {
    refineDateRange(values, ctx);
    if (values.startDate <= values.endDate && daysInRange(values.startDate, values.endDate) > INDICATORS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: indicatorMessages.rangeTooLong, path: ['endDate'] });
  });
type FilterValues = z.input<typeof filtersSchema>;
type Filters = z.output<typeof filtersSchema>;

const defaultValues = (): FilterValues => ({
  startDate: dayjs()
    .subtract(INDICATORS_DEFAULT_DAYS - 1, 'day')
    .format(DAY_FORMAT),
  endDate: dayjs().format(DAY_FORMAT),
  companyLocationId: '',
  categoryId: '',
  subCategoryId: '',
  assignedTo: '',
});

/** The figures the filters ask for: the days and each chosen filter. */
function requestOf({ startDate, endDate, ...chosen }: Filters): IndicatorsRequest {
  const filters = Object.entries(chosen).filter(([, id]) => id !== null);
  return { start: startDate, end: endDate, ...Object.fromEntries(filters) };
}

/** What the screen asks for as it opens. */
export const defaultIndicatorsRequest = () => requestOf(filtersSchema.parse(defaultValues()));

interface IndicatorFiltersProps {
  onSearch: (request: IndicatorsRequest) => void;
  searching: boolean;
}

/** A field's cell: a sixth of the row on wide screens, half on small ones. */
const cell = { xs: 12, sm: 6, md: 2 } as const;

export function IndicatorFilters({ onSearch, searching }: IndicatorFiltersProps) {
  const form = useForm<FilterValues, unknown, Filters>({ resolver: zodResolver(filtersSchema), defaultValues: defaultValues() });
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const locations = useCompanyLocations();
  const categories = useCategories();
  const subCategories = useSubCategories(typeof categoryId === 'number' ? categoryId : null);
  const responsibles = useInternalUsers();
  const responsibleOptions = [
    ANY_OPTION,
    ...(responsibles.data ?? []).map((user) => ({ value: user.id, label: userLabel(user) })),
  ];

  return (
    <Box
      component="form"
      noValidate
      aria-label="Filtros de indicadores"
      onSubmit={form.handleSubmit((values) => onSearch(requestOf(values)))}
    >
      <Grid container spacing={2}>
        <Grid size={cell}>
          <FormDateField control={form.control} name="startDate" label="Fecha inicial" />
        </Grid>
        <Grid size={cell}>
          <FormDateField control={form.control} name="endDate" label="Fecha final" />
        </Grid>
        <Grid size={cell}>
          <FormFilterSelectField control={form.control} name="companyLocationId" label="Sucursal" items={locations.data} />
        </Grid>
        <Grid size={cell}>
          <FormFilterSelectField
            control={form.control}
            name="categoryId"
            label="Categoria"
            items={categories.data}
            onValueChange={() => form.setValue('subCategoryId', '')}
          />
        </Grid>
        <Grid size={cell}>
          <FormFilterSelectField
            control={form.control}
            name="subCategoryId"
            label="SubCategoria"
            disabled={!categoryId}
            items={subCategories.data}
          />
        </Grid>
        <Grid size={cell}>
          <FormSelectField control={form.control} name="assignedTo" label="Responsable" options={responsibleOptions} />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} loading={searching}>
          Consultar
        </Button>
      </Box>
    </Box>
  );
}
