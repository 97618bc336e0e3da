// The date of a holiday: an MUI X date picker in es-MX (DD/MM/YYYY), holding 'YYYY-MM-DD' in the form ('' when empty).
import { Controller } from 'react-hook-form';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { dayjs } from '@/lib/dates';
import type { CalendarFormControl } from './calendar-form-types';

const DISPLAY_FORMAT = 'DD/MM/YYYY';
const STORED_FORMAT = 'YYYY-MM-DD';

export function HolidayDateField({ control, index }: { control: CalendarFormControl; index: number }) {
  return (
    <Controller
      control={control}
      name={`holidays.${index}.date`}
      render={({ field, fieldState }) => (
        <DatePicker
          label="Fecha"
          format={DISPLAY_FORMAT}
          value={field.value ? dayjs(field.value, STORED_FORMAT) : null}
          onChange={(value) => field.onChange(value?.isValid() ? value.format(STORED_FORMAT) : '')}
          inputRef={field.ref}
          slotProps={{
            textField: {
              name: field.name,
              size: 'small',
              required: true,
              onBlur: field.onBlur,
              error: !!fieldState.error,
              helperText: fieldState.error?.message,
              fullWidth: true,
            },
          }}
        />
      )}
    />
  );
}
