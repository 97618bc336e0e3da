// 'Cargar días de descanso obligatorio': asks the server for a year's federal rest days (computed there from the Ley
// Federal del Trabajo, art. 74) and hands them to the holidays list.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, TextField } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { REST_DAYS_FIRST_YEAR, REST_DAYS_LAST_YEAR, type RestDay } from '@tms/contracts';
import { isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { notifyFailure } from '@/components/catalogue-kit/lib/notify-failure';
import { restDaysQueryOptions } from '../api/get-rest-days';

/** What receives a loaded year's rest days. */
export type RestDaysLoaded = (year: number, restDays: RestDay[]) => void;

/** The year the loader offers first: the current one, read once when it mounts. */
const currentYear = () => String(new Date().getFullYear());

/** Loads a year's rest days and hands them over; a refused year says why in a banner. */
export function useLoadRestDays(onLoaded: RestDaysLoaded) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const load = async (year: number) => {
    setLoading(true);
    try {
      onLoaded(year, await queryClient.fetchQuery(restDaysQueryOptions(year)));
    } catch (error) {
      if (isApiError(error) && error.fields.year) notify.error(error.fields.year);
      else notifyFailure(error);
    } finally {
      setLoading(false);
    }
  };
  return { load, loading };
}

export function RestDaysLoader({ onLoaded }: { onLoaded: RestDaysLoaded }) {
  const [year, setYear] = useState(currentYear);
  const { load, loading } = useLoadRestDays(onLoaded);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <TextField
        label="Año"
        type="number"
        size="small"
        value={year}
        onChange={(event) => setYear(event.target.value)}
        sx={{ width: 110 }}
        slotProps={{ htmlInput: { min: REST_DAYS_FIRST_YEAR, max: REST_DAYS_LAST_YEAR } }}
      />
      <Button variant="outlined" startIcon={<EventAvailableIcon />} onClick={() => void load(Number(year))} loading={loading}>
        Cargar días de descanso obligatorio
      </Button>
    </Box>
  );
}
