// A date (day) field bound to react-hook-form, holding 'YYYY-MM-DD', '' while empty and INVALID_DAY while its text is
// no real day (unfinished, impossible, or outside the picker's years 1900–2099), so the form can tell 'Fecha requerida'
// from 'Fecha no válida' (date-range.ts). MUI X's date picker in Mexican Spanish (DD/MM/YYYY, Spanish texts), never
// the browser's native input, whose format follows the browser's language
// (docs/product/conventions.md#language-dates-and-times).
import { memo, useState } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import { dayjs } from '@/lib/dates';
import { DAY_FORMAT, INVALID_DAY } from './date-range';
import type { AnyFormControl } from './form-control';

export const DATE_INPUT_FORMAT = 'DD/MM/YYYY';
const localeText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

type Day = ReturnType<typeof dayjs>;

/** The form's value of what the picker holds; `rejected` when the picker's own validation refused the day. */
const dayValue = (next: Day | null, rejected: boolean) =>
  next === null ? '' : next.isValid() && !rejected ? next.format(DAY_FORMAT) : INVALID_DAY;

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
  // A text that is no day stays in the picker (the form holds INVALID_DAY meanwhile), so typing it is never undone.
  const [unfinished, setUnfinished] = useState<Day | null>(null);
  const shown = value === INVALID_DAY ? unfinished : value ? dayjs(value, DAY_FORMAT) : null;
  return (
    <DatePicker
      label={label}
      format={DATE_INPUT_FORMAT}
      value={shown}
      disabled={disabled}
      onChange={(next, { validationError }) => {
        const day = dayValue(next, validationError !== null);
        setUnfinished(day === INVALID_DAY ? next : null);
        onChange(day);
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

function DateField<T extends FieldValues>({ control, name, ...props }: FormDateFieldProps<T>) {
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

/**
 * Drawn again only when its own props change (memo), not with every render of the form around it: a date picker
 * costs 40–45 ms a render on a phone (4× slower CPU), and its Controller follows the field's value and error itself.
 */
export const FormDateField = memo(DateField) as typeof DateField;
