// The branch's 'Horario' (docs/product/calendars.md#calendars): one of the company's active business calendars, or
// 'Predeterminado' (none of its own: the default calendar counts its tickets' deadlines).
import type { CompanyLocationInput } from '@tms/contracts';
import { FormSelectField, type SelectOption } from '@/components/form/form-select-field';
import type { AnyFormControl } from '@/components/form/form-control';
import { useCalendarOptions } from '@/lib/lookups/get-calendar-options';

export const DEFAULT_CALENDAR_LABEL = 'Predeterminado';

export function CalendarField({ control }: { control: AnyFormControl<CompanyLocationInput> }) {
  const calendars = useCalendarOptions();
  const options: SelectOption[] = [
    { value: '', label: DEFAULT_CALENDAR_LABEL },
    ...(calendars.data ?? []).map((calendar) => ({ value: calendar.id, label: calendar.code })),
  ];
  const defaultCalendar = calendars.data?.find((calendar) => calendar.isDefault);
  let helperText: string | undefined;
  if (defaultCalendar) helperText = `${DEFAULT_CALENDAR_LABEL}: ${defaultCalendar.code}`;
  else if (calendars.data) helperText = 'Sin horario predeterminado: el tiempo corre 24×7.';
  return (
    <FormSelectField
      control={control}
      name="calendarId"
      label="Horario"
      options={options}
      helperText={helperText}
      // The empty value is an option of its own: shown by its label, with the field's label above it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    />
  );
}
