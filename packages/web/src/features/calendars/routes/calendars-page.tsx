// /calendars (permission 29, 'Horarios'): the business calendars SLA deadlines are counted in
// (docs/product/calendars.md#calendars).
import type { GridColDef } from '@mui/x-data-grid';
import type { Calendar } from '@tms/contracts';
import { catalogueFormDetail, cataloguePage } from '@/components/catalogue-kit/components/catalogue-page';
import { byCode } from '@/components/catalogue-kit/components/catalogue-delete-dialog';
import { countColumn } from '@/components/catalogue-kit/lib/catalogue-columns';
import { useCalendar } from '../api/get-calendar';
import { useCalendars } from '../api/get-calendars';
import { useDeleteCalendar } from '../api/delete-calendar';
import { CalendarForm } from '../components/calendar-form';
import { weeklyHoursSummary } from '../lib/calendar-summary';

const columns: GridColDef<Calendar>[] = [
  { field: 'code', headerName: 'Nombre', flex: 1, minWidth: 180 },
  { field: 'timezone', headerName: 'Zona horaria', flex: 1, minWidth: 180 },
  {
    field: 'weeklyHours',
    headerName: 'Horario',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueGetter: (_value, row) => weeklyHoursSummary(row.weeklyHours),
  },
  countColumn('holidays', 'Días festivos'),
  { field: 'isDefault', headerName: 'Predeterminado', type: 'boolean', width: 130 },
  { field: 'isActive', headerName: 'Activo', type: 'boolean', width: 90 },
];

/** The default calendar cannot be deactivated: another one is made the default first. */
const canDeactivate = (calendar: Calendar) => calendar.isActive && !calendar.isDefault;

const CalendarDetail = catalogueFormDetail({
  useRecord: useCalendar,
  title: (calendar) => (calendar ? `Horario: ${calendar.code}` : 'Nuevo horario'),
  form: (calendar, recordProps) => <CalendarForm calendar={calendar} {...recordProps} />,
});

export const CalendarsPage = cataloguePage({
  title: 'Horarios',
  addLabel: 'Agregar horario',
  columns,
  pageSize: 10,
  useRows: useCalendars,
  useRemove: useDeleteCalendar,
  deletion: { itemName: byCode, canDelete: canDeactivate },
  Detail: CalendarDetail,
});
