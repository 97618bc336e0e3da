// 'Zona horaria': the IANA zones this browser knows, typed to filter ('America/Mexico_City' by default).
import { useMemo } from 'react';
import { Grid } from '@mui/material';
import { supportedTimeZones } from '@tms/contracts';
import { FormAutocompleteField } from '@/components/form/form-autocomplete-field';
import type { CalendarFormControl } from './calendar-form-types';

export function TimeZoneField({ control }: { control: CalendarFormControl }) {
  const options = useMemo(() => supportedTimeZones().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })), []);
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <FormAutocompleteField control={control} name="timezone" label="Zona horaria" options={options} required />
    </Grid>
  );
}
