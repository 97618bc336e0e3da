// A date (day) field bound to react-hook-form, holding 'YYYY-MM-DD' ('' while empty or unfinished). MUI X's date
// picker in Mexican Spanish (DD/MM/YYYY, Spanish texts), never the browser's native input, whose format follows the
// browser's language (docs/product/conventions.md#language-dates-and-times).
import { useState } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import { dayjs } from '@/lib/dates';
import type { AnyFormControl } from './form-control';

const DAY = 'YYYY-MM-DD';
export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';
const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

type Day = ReturnType<typeof dayjs>;

interface DayPickerProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  name: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
  required?: boolean;
  error?: string;
  helperText?: string;
}

function DayPicker({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  size,
  disabled,
  required,
  error,
  helperText,
}: DayPickerProps) {
  // An unfinished date stays in the picker (the form holds '' meanwhile), so typing it is never undone.
  const [unfinished, setUnfinished] = useState<Day | null>(null);
  const shown = !value && unfinished ? unfinished : value ? dayjs(value, DAY) : null;
  return (
    <DatePicker
      label={label}
      format={DATE_INPUT_FORMAT}
      value={shown}
      disabled={disabled}
      onChange={(next) => {
        const complete = next?.isValid() ? next : null;
        setUnfinished(next && !complete ? next : null);
        onChange(complete ? complete.format(DAY) : '');
      }}
      slotProps={{
        textField: {
          name,
          inputRef,
          size,
          required,
          fullWidth: true,
          onBlur,
          error: !!error,
          helperText: error ?? helperText,
        },
      }}
    />
  );
}

interface FormDateFieldProps<T extends FieldValues> {
  control: AnyFormControl<T>;
  name: FieldPath<T>;
  label: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
  required?: boolean;
  helperText?: string;
}

export function FormDateField<T extends FieldValues>({ control, name, ...props }: FormDateFieldProps<T>) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es-mx" localeText={localeText}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <DayPicker
            {...props}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </LocalizationProvider>
  );
}
