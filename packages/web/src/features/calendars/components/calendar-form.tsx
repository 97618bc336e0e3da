// General data of a calendar (docs/product/calendars.md#calendars): name, time zone, weekly hours, holidays,
// 'Predeterminado', 'Activo'.
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Grid } from '@mui/material';
import { calendarInput, DEFAULT_TIME_ZONE, type Calendar, type CalendarInput } from '@tms/contracts';
import { CatalogueForm } from '@/components/catalogue-kit/components/catalogue-form';
import { ActiveField, CodeField } from '@/components/catalogue-kit/components/code-detail-fields';
import { useCatalogueForm } from '@/components/catalogue-kit/hooks/use-catalogue-form';
import { FormSwitchField } from '@/components/form/form-switch-field';
import { useCreateCalendar } from '../api/create-calendar';
import { useUpdateCalendar } from '../api/update-calendar';
import { HolidaysField } from './holidays-field';
import { TimeZoneField } from './time-zone-field';
import { WeeklyHoursField } from './weekly-hours-field';

const resolver = zodResolver(calendarInput);
const fields = ['code', 'timezone', 'weeklyHours', 'holidays', 'isDefault', 'isActive'] as const;
const OFFICE_WEEK = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));

interface CalendarFormProps {
  calendar?: Calendar;
  active: boolean;
  onSaved: (id: number) => void;
}

const defaultValuesOf = (calendar?: Calendar): CalendarInput => ({
  code: calendar?.code ?? '',
  timezone: calendar?.timezone ?? DEFAULT_TIME_ZONE,
  weeklyHours: calendar?.weeklyHours ?? OFFICE_WEEK,
  holidays: calendar?.holidays ?? [],
  isDefault: calendar?.isDefault ?? false,
  isActive: calendar?.isActive ?? true,
});

export function CalendarForm({ calendar, active, onSaved }: CalendarFormProps) {
  const create = useCreateCalendar();
  const update = useUpdateCalendar();
  const { form, submit, saving } = useCatalogueForm({
    resolver,
    defaultValues: defaultValuesOf(calendar),
    fields,
    save: (input) => (calendar ? update.mutateAsync({ id: calendar.id, input }) : create.mutateAsync(input)),
    onSaved: (saved) => onSaved(saved.id),
    active,
  });
  const { control } = form;
  return (
    <CatalogueForm label="Datos Generales" onSubmit={submit} saving={saving}>
      <CodeField control={control} label="Nombre" />
      <TimeZoneField control={control} />
      <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormSwitchField control={control} name="isDefault" label="Predeterminado" />
      </Grid>
      <ActiveField control={control} />
      <Grid size={12}>
        <Divider />
      </Grid>
      <WeeklyHoursField control={control} />
      <Grid size={12}>
        <Divider />
      </Grid>
      <HolidaysField control={control} />
    </CatalogueForm>
  );
}
