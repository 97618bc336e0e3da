// 'Opciones de busqueda' (docs/product/finding.md#buscador): dates, branch, category and sub-category (disabled until
// a category; cleared when the category changes), creator and responsible by type-ahead, severity, status, subject
// and ticket id. The screen holds the form (useSearchForm), so the chips of the applied filters can change it too.
import { memo, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { FormDateField } from '@/components/form/form-date-field';
import { ANY_OPTION, FormFilterSelectField as CatalogueFilterField } from '@/components/form/form-filter-select-field';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import { FormUserAutocomplete } from '@/components/form/form-user-autocomplete';
import { useCompanyLocations } from '@/lib/lookups/get-company-locations';
import { useCategories } from '@/lib/lookups/get-categories';
import { useSeverities } from '@/lib/lookups/get-severities';
import { useSubCategories } from '@/lib/lookups/get-sub-categories';
import { STATUS_OPTIONS } from './picker-options';
import { defaultSearchValues, searchFormSchema, type SearchFormOutput, type SearchFormValues } from './search-form-values';

type SearchForm = UseFormReturn<SearchFormValues, unknown, SearchFormOutput>;

/** The filter form, first holding the default search (this month up to today). */
export const useSearchForm = (): SearchForm =>
  useForm<SearchFormValues, unknown, SearchFormOutput>({
    resolver: zodResolver(searchFormSchema),
    defaultValues: defaultSearchValues(),
  });

interface SearchFiltersFormProps {
  form: SearchForm;
  onSearch: (values: SearchFormOutput) => void;
  searching: boolean;
}

/** A filter's cell: a quarter of the row on wide screens, half on small ones. */
function FilterCell({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6, md: 3 }}>{children}</Grid>;
}

/**
 * The filters. Drawn again only when the form or what they read themselves (the category chosen, the catalogues)
 * changes (memo): not when a search starts or ends, which changes only 'Buscar'. Drawing them costs 0.2–0.3 s on a phone.
 */
const SearchFilterFields = memo(function SearchFilterFields({ form }: { form: SearchForm }) {
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const locations = useCompanyLocations();
  const categories = useCategories();
  const subCategories = useSubCategories(typeof categoryId === 'number' ? categoryId : null);
  const severities = useSeverities();

  return (
    <Grid container spacing={2}>
      <FilterCell>
        <FormDateField control={form.control} name="startDate" label="Fecha inicial" />
      </FilterCell>
      <FilterCell>
        <FormDateField control={form.control} name="endDate" label="Fecha final" />
      </FilterCell>
      <FilterCell>
        <FormTextField
          control={form.control}
          name="workItemId"
          label="Ticket Id"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </FilterCell>
      <FilterCell>
        <CatalogueFilterField control={form.control} name="locationId" label="Sucursal" items={locations.data} />
      </FilterCell>
      <FilterCell>
        <CatalogueFilterField
          control={form.control}
          name="categoryId"
          label="Categoria"
          items={categories.data}
          onValueChange={() => form.setValue('subCategoryId', null)}
        />
      </FilterCell>
      <FilterCell>
        <CatalogueFilterField
          control={form.control}
          name="subCategoryId"
          label="SubCategoria"
          disabled={!categoryId}
          items={subCategories.data}
        />
      </FilterCell>
      <FilterCell>
        <CatalogueFilterField control={form.control} name="severityId" label="Severidad" items={severities.data} />
      </FilterCell>
      <FilterCell>
        <FormSelectField control={form.control} name="statusId" label="Estado" options={[ANY_OPTION, ...STATUS_OPTIONS]} />
      </FilterCell>
      <FilterCell>
        <FormUserAutocomplete control={form.control} name="createdBy" label="Creador" />
      </FilterCell>
      <FilterCell>
        <FormUserAutocomplete control={form.control} name="assignedTo" label="Responsable" />
      </FilterCell>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField control={form.control} name="subject" label="Asunto" />
      </Grid>
    </Grid>
  );
});

export function SearchFiltersForm({ form, onSearch, searching }: SearchFiltersFormProps) {
  return (
    <form noValidate aria-label="Opciones de busqueda" onSubmit={form.handleSubmit(onSearch)}>
      <SearchFilterFields form={form} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={() => form.reset(defaultSearchValues())}>Limpiar filtros</Button>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} loading={searching}>
          Buscar
        </Button>
      </Box>
    </form>
  );
}
