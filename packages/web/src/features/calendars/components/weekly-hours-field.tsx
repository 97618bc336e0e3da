// 'Horario semanal': each weekday with its ranges of hours (several a day, e.g. 09:00–14:00 and 15:00–18:00), added
// and removed one by one. A day without ranges is closed; a range ends after it starts, at 24:00 at the latest.
import { useFieldArray, useFormState, useWatch, type FieldArrayWithId } from 'react-hook-form';
import { Box, Button, FormHelperText, Grid, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { WEEKDAY_NAMES, type CalendarInput } from '@tms/contracts';
import { FormTextField } from '@/components/form/form-text-field';
import type { CalendarFormControl } from './calendar-form-types';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const TIME_LENGTH = 5;
const FIRST_RANGE = { start: '09:00', end: '18:00' };
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type RangeField = FieldArrayWithId<CalendarInput, 'weeklyHours', 'fieldKey'>;

interface TimeInputProps {
  control: CalendarFormControl;
  index: number;
  part: 'start' | 'end';
  dayName: string;
}

function TimeInput({ control, index, part, dayName }: TimeInputProps) {
  const label = part === 'start' ? 'Desde' : 'Hasta';
  return (
    <FormTextField
      control={control}
      name={`weeklyHours.${index}.${part}`}
      label={label}
      placeholder="HH:mm"
      size="small"
      autoComplete="off"
      sx={{ width: 130 }}
      slotProps={{ htmlInput: { maxLength: TIME_LENGTH, inputMode: 'numeric', 'aria-label': `${label} (${dayName})` } }}
    />
  );
}

interface WeekdayRowProps {
  control: CalendarFormControl;
  weekday: number;
  ranges: { field: RangeField; index: number }[];
  onAdd: (weekday: number) => void;
  onRemove: (index: number) => void;
}

function WeekdayRow({ control, weekday, ranges, onAdd, onRemove }: WeekdayRowProps) {
  const dayName = WEEKDAY_NAMES[weekday];
  return (
    <Box
      role="group"
      aria-label={capitalized(dayName)}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, py: 1.5 }}
    >
      <Typography sx={{ width: 100, pt: 1, fontWeight: 500 }}>{capitalized(dayName)}</Typography>
      <Stack spacing={1} sx={{ flexGrow: 1 }}>
        {ranges.length === 0 && (
          <Typography color="text.secondary" sx={{ pt: 1 }}>
            Sin horario (no laborable)
          </Typography>
        )}
        {ranges.map(({ field, index }) => (
          <Box key={field.fieldKey} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <TimeInput control={control} index={index} part="start" dayName={dayName} />
            <TimeInput control={control} index={index} part="end" dayName={dayName} />
            <Tooltip title="Quitar rango">
              <IconButton aria-label={`Quitar rango del ${dayName}`} onClick={() => onRemove(index)} sx={{ mt: 0.5 }}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Stack>
      <Button startIcon={<AddIcon />} onClick={() => onAdd(weekday)} aria-label={`Agregar rango al ${dayName}`}>
        Agregar rango
      </Button>
    </Box>
  );
}

export function WeeklyHoursField({ control }: { control: CalendarFormControl }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'weeklyHours', keyName: 'fieldKey' });
  const values = useWatch({ control, name: 'weeklyHours' });
  const { errors } = useFormState({ control, name: 'weeklyHours' });
  const listMessage = errors.weeklyHours?.message ?? errors.weeklyHours?.root?.message;

  const addRange = (weekday: number) => {
    const dayRanges = (values ?? []).filter((range) => range.weekday === weekday);
    const last = dayRanges[dayRanges.length - 1];
    append(last ? { weekday, start: last.end, end: '' } : { weekday, ...FIRST_RANGE });
  };

  return (
    <Grid size={12}>
      <Typography variant="subtitle1" component="h2">
        Horario semanal
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Horas en formato de 24 horas (HH:mm); un rango no cruza la medianoche: use 24:00 para terminar al final del día.
      </Typography>
      {listMessage && <FormHelperText error>{listMessage}</FormHelperText>}
      <Stack divider={<Box sx={{ borderBottom: 1, borderColor: 'divider' }} />}>
        {WEEKDAYS.map((weekday) => (
          <WeekdayRow
            key={weekday}
            control={control}
            weekday={weekday}
            ranges={fields.map((field, index) => ({ field, index })).filter(({ field }) => field.weekday === weekday)}
            onAdd={addRange}
            onRemove={remove}
          />
        ))}
      </Stack>
    </Grid>
  );
}
