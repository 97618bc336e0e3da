// From November on, the holidays list reminds the administrator to load next year's rest days, with a button that
// loads them, until a date of that year is listed (docs/product/calendars.md#rest-days).
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import type { Holiday } from '@tms/contracts';
import { useLoadRestDays, type RestDaysLoaded } from './rest-days-loader';

/** November, as Date counts months from 0. */
const REMINDER_FIRST_MONTH = 10;

/** The year to remind of on `today`, or null: before November, or once a date of next year is listed. */
function yearToRemind(today: Date, holidays: readonly Pick<Holiday, 'date'>[]): number | null {
  if (today.getMonth() < REMINDER_FIRST_MONTH) return null;
  const next = today.getFullYear() + 1;
  return holidays.some((holiday) => holiday.date.startsWith(`${next}-`)) ? null : next;
}

interface NextYearReminderProps {
  holidays: readonly Pick<Holiday, 'date'>[];
  onLoaded: RestDaysLoaded;
}

export function NextYearReminder({ holidays, onLoaded }: NextYearReminderProps) {
  const { load, loading } = useLoadRestDays(onLoaded);
  // Today as the form opened: the reminder need not appear while the form stays open over the 1st of November.
  const [today] = useState(() => new Date());
  const year = yearToRemind(today, holidays);
  if (year === null) return null;
  return (
    <Alert
      severity="info"
      sx={{ mt: 1.5 }}
      action={
        <Button color="inherit" size="small" loading={loading} onClick={() => void load(year)}>
          Cargar {year}
        </Button>
      }
    >
      Recuerde cargar los días de descanso obligatorio de {year}.
    </Alert>
  );
}
