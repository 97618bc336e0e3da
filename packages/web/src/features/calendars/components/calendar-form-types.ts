// The form's control: values as typed (CalendarInput), values as sent (CalendarInputParsed).
import type { Control } from 'react-hook-form';
import type { CalendarInput, CalendarInputParsed } from '@tms/contracts';

export type CalendarFormControl = Control<CalendarInput, unknown, CalendarInputParsed>;
