// 'Días festivos': dates on which nobody works, one compact row each (date, name, remove); the federal rest days of a
// year load in one click, and from November on a notice offers next year's.
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { Box, Button, FormHelperText, Grid, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { esES } from '@mui/x-date-pickers/locales';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { HOLIDAY_NAME_MAX, type RestDay } from '@tms/contracts';
import { FormTextField } from '@/components/form/form-text-field';
import { notify } from '@/lib/notify';
import { mergeRestDays, restDaysLoadedMessage } from '../lib/merge-rest-days';
import type { CalendarFormControl } from './calendar-form-types';
import { HolidayDateField } from './holiday-date-field';
import { NextYearReminder } from './next-year-reminder';
import { RestDaysLoader } from './rest-days-loader';

const pickerTexts = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/** Date, name and the remove button side by side even on a phone: the name takes what the date leaves. */
const HOLIDAY_ROW_COLUMNS = { xs: '10.5rem minmax(0, 1fr) auto', sm: '12rem minmax(0, 1fr) auto' };

export function HolidaysField({ control }: { control: CalendarFormControl }) {
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'holidays', keyName: 'fieldKey' });
  const holidays = useWatch({ control, name: 'holidays' }) ?? [];
  const { errors } = useFormState({ control, name: 'holidays' });
  const listMessage = errors.holidays?.message ?? errors.holidays?.root?.message;

  const addRestDays = (year: number, restDays: RestDay[]) => {
    // The values as typed: the field array's own entries keep what each row started with.
    const current = holidays.map(({ date, name }) => ({ date, name }));
    const merged = mergeRestDays(current, restDays);
    if (merged.added > 0) replace(merged.holidays);
    notify.success(restDaysLoadedMessage(year, merged.added));
  };

  return (
    <Grid size={12}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es-mx" localeText={pickerTexts}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle1" component="h2">
            Días festivos
          </Typography>
          <RestDaysLoader onLoaded={addRestDays} />
        </Box>
        <NextYearReminder holidays={holidays} onLoaded={addRestDays} />
        {listMessage && <FormHelperText error>{listMessage}</FormHelperText>}
        {fields.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            Sin días festivos.
          </Typography>
        ) : (
          <Stack spacing={1} sx={{ mt: 1.5 }} role="list" aria-label="Días festivos">
            {fields.map((field, index) => (
              <Box
                key={field.fieldKey}
                role="listitem"
                sx={{ display: 'grid', gridTemplateColumns: HOLIDAY_ROW_COLUMNS, alignItems: 'start', gap: 1 }}
              >
                <HolidayDateField control={control} index={index} />
                <FormTextField
                  control={control}
                  name={`holidays.${index}.name`}
                  label="Nombre"
                  size="small"
                  required
                  autoComplete="off"
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: HOLIDAY_NAME_MAX } }}
                />
                <Tooltip title="Quitar día festivo">
                  <IconButton
                    aria-label={`Quitar día festivo ${holidays[index]?.name || index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </Box>
            ))}
          </Stack>
        )}
        <Button startIcon={<AddIcon />} onClick={() => append({ date: '', name: '' })} sx={{ mt: 1 }}>
          Agregar día festivo
        </Button>
      </LocalizationProvider>
    </Grid>
  );
}
