// The assigned report's only server filter: a range of creation days (this month up to today at first).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Box, Button } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { currentMonthRange, dateRangeShape, refineDateRange } from '@/components/form/date-range';
import { FormDateField } from '@/components/form/form-date-field';

const rangeSchema = z.object(dateRangeShape).superRefine(refineDateRange);
export type ReportRangeValues = z.infer<typeof rangeSchema>;

interface ReportRangeFormProps {
  onSearch: (values: ReportRangeValues) => void;
  searching: boolean;
}

export function ReportRangeForm({ onSearch, searching }: ReportRangeFormProps) {
  const form = useForm<ReportRangeValues>({ resolver: zodResolver(rangeSchema), defaultValues: currentMonthRange() });
  return (
    <Box
      component="form"
      noValidate
      aria-label="Rango de fechas"
      onSubmit={form.handleSubmit(onSearch)}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}
    >
      <Box sx={{ width: { xs: '100%', sm: 200 } }}>
        <FormDateField control={form.control} name="startDate" label="Fecha inicial" size="small" />
      </Box>
      <Box sx={{ width: { xs: '100%', sm: 200 } }}>
        <FormDateField control={form.control} name="endDate" label="Fecha final" size="small" />
      </Box>
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} loading={searching}>
        Buscar
      </Button>
    </Box>
  );
}
