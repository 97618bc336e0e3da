// The calendar form: weekly hours per weekday with several ranges, the rules of the shared schema shown in Spanish
// before any call, and 'Cargar días de descanso obligatorio' filling the holidays from the server, one compact row
// each, with a reminder of next year's from November on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarMessages, type Calendar } from '@tms/contracts';
import { answerApi, sentBody } from '@/lib/testing/api-answers';
import { renderWithProviders } from '@/lib/testing/render-with-providers';
import { CalendarForm } from './calendar-form';

const SLOW_FORM_MS = 60_000;

const restDays2024 = [
  { date: '2024-01-01', name: 'Año Nuevo' },
  { date: '2024-02-05', name: 'Día de la Constitución' },
  { date: '2024-10-01', name: 'Transmisión del Poder Ejecutivo Federal' },
];
const saved: Calendar = {
  id: 7,
  companyId: 1,
  code: 'Oficinas',
  timezone: 'America/Mexico_City',
  weeklyHours: [],
  holidays: [],
  isDefault: true,
  isActive: true,
};

const day = (name: string) => screen.getByRole('group', { name });
/** Sets a text field at once: typing key by key re-renders the whole week each time. */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const times = (dayName: string, label: string) => within(day(dayName)).getAllByRole('textbox', { name: label });
const holidaysList = () => screen.getByRole('list', { name: 'Días festivos' });

describe('CalendarForm', () => {
  it("titles its sections as h2s of the screen's h1 (issue #24: they were h3s, a level skipped)", () => {
    renderWithProviders(<CalendarForm active onSaved={vi.fn()} />);
    expect(screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent])).toEqual([
      ['H2', 'Horario semanal'],
      ['H2', 'Días festivos'],
    ]);
  });

  it('starts a new calendar on Mexico City time with Monday to Friday 09:00–18:00 and closed weekends', () => {
    renderWithProviders(<CalendarForm active onSaved={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue('America/Mexico City');
    expect(within(day('Lunes')).getByRole('textbox', { name: 'Desde (lunes)' })).toHaveValue('09:00');
    expect(within(day('Viernes')).getByRole('textbox', { name: 'Hasta (viernes)' })).toHaveValue('18:00');
    expect(within(day('Sábado')).getByText('Sin horario (no laborable)')).toBeInTheDocument();
    expect(within(day('Domingo')).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it(
    'loads the federal rest days of a year and sends them with a second range of the day',
    async () => {
      const sent = answerApi({ 'GET /api/calendars/rest-days/2024': restDays2024, 'POST /api/calendars': saved });
      const onSaved = vi.fn();
      renderWithProviders(<CalendarForm active onSaved={onSaved} />);

      fill(screen.getByRole('textbox', { name: 'Nombre' }), 'Oficinas');
      await userEvent.click(within(day('Lunes')).getByRole('button', { name: 'Agregar rango al lunes' }));
      fill(times('Lunes', 'Hasta (lunes)')[0], '14:00');
      fill(times('Lunes', 'Desde (lunes)')[1], '15:00');
      fill(times('Lunes', 'Hasta (lunes)')[1], '18:00');
      fill(screen.getByRole('spinbutton', { name: 'Año' }), '2024');
      await userEvent.click(screen.getByRole('button', { name: 'Cargar días de descanso obligatorio' }));
      await waitFor(() => expect(within(holidaysList()).getAllByRole('listitem')).toHaveLength(3));
      expect(
        within(holidaysList())
          .getAllByRole('textbox', { name: 'Nombre' })
          .map((input) => (input as HTMLInputElement).value),
      ).toEqual(restDays2024.map((restDay) => restDay.name));
      expect(await screen.findByText(/Se agregaron 3 días de descanso obligatorio de 2024/)).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
      const body = sentBody(sent, 'POST', '/api/calendars') as Pick<Calendar, 'code' | 'holidays' | 'weeklyHours'>;
      expect(body.code).toBe('Oficinas');
      expect(body.holidays).toEqual(restDays2024);
      expect(body.weeklyHours.filter((range: { weekday: number }) => range.weekday === 1)).toEqual([
        { weekday: 1, start: '09:00', end: '14:00' },
        { weekday: 1, start: '15:00', end: '18:00' },
      ]);
    },
    SLOW_FORM_MS,
  );

  it(
    'refuses a range across midnight and a week without hours, in Spanish, without calling the server',
    async () => {
      const sent = answerApi({ 'POST /api/calendars': saved });
      renderWithProviders(<CalendarForm active onSaved={vi.fn()} />);
      fill(screen.getByRole('textbox', { name: 'Nombre' }), 'Nocturno');
      fill(times('Lunes', 'Hasta (lunes)')[0], '06:00');
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await within(day('Lunes')).findByText(calendarMessages.rangeAcrossMidnight)).toBeInTheDocument();

      for (const name of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes']) {
        await userEvent.click(screen.getByRole('button', { name: `Quitar rango del ${name}` }));
      }
      await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
      expect(await screen.findByText(calendarMessages.noWorkingTime)).toBeInTheDocument();
      expect(sent).toEqual([]);
    },
    SLOW_FORM_MS,
  );

  describe('holidays', () => {
    const restDays2027 = [
      { date: '2027-01-01', name: 'Año Nuevo' },
      { date: '2027-02-01', name: 'Día de la Constitución' },
    ];
    const withHolidays = { ...saved, holidays: [{ date: '2026-12-25', name: 'Navidad' }] };
    const reminder = (year: number) => `Recuerde cargar los días de descanso obligatorio de ${year}.`;
    const today = (date: Date) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(date);
    };
    afterEach(() => vi.useRealTimers());

    it('puts a holiday on one row: date, name and remove side by side (issue #24: three rows each)', () => {
      today(new Date(2026, 5, 1));
      renderWithProviders(<CalendarForm calendar={withHolidays} active onSaved={vi.fn()} />);
      const [row] = within(holidaysList()).getAllByRole('listitem');
      // A grid of three columns (jsdom reads no grid template), where a wrapping flex row put each part on a line.
      expect(getComputedStyle(row).display).toBe('grid');
      expect(getComputedStyle(row).flexWrap).not.toBe('wrap');
      expect(row.children).toHaveLength(3);
      expect(within(row).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Navidad');
      expect(within(row).getByRole('button', { name: 'Quitar día festivo Navidad' })).toBeInTheDocument();
    });

    it("from November on, reminds to load next year's rest days and loads them from the notice", async () => {
      today(new Date(2026, 10, 3));
      answerApi({ 'GET /api/calendars/rest-days/2027': restDays2027 });
      renderWithProviders(<CalendarForm calendar={withHolidays} active onSaved={vi.fn()} />);
      const notice = screen.getByText(reminder(2027));
      // A name typed before loading stays as typed.
      fill(within(holidaysList()).getByRole('textbox', { name: 'Nombre' }), 'Nochebuena y Navidad');

      await userEvent.click(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Cargar 2027' }));
      await waitFor(() => expect(within(holidaysList()).getAllByRole('listitem')).toHaveLength(3));
      expect(
        within(holidaysList())
          .getAllByRole('textbox', { name: 'Nombre' })
          .map((input) => (input as HTMLInputElement).value),
      ).toEqual(['Nochebuena y Navidad', 'Año Nuevo', 'Día de la Constitución']);
      expect(screen.queryByText(reminder(2027))).not.toBeInTheDocument();
    });

    it('says nothing of next year before November, nor once a date of next year is listed', () => {
      today(new Date(2026, 9, 31));
      const { unmount } = renderWithProviders(<CalendarForm calendar={withHolidays} active onSaved={vi.fn()} />);
      expect(screen.queryByText(/Recuerde cargar/)).not.toBeInTheDocument();
      unmount();

      today(new Date(2026, 11, 1));
      const planned = { ...withHolidays, holidays: [...withHolidays.holidays, restDays2027[0]] };
      renderWithProviders(<CalendarForm calendar={planned} active onSaved={vi.fn()} />);
      expect(screen.queryByText(/Recuerde cargar/)).not.toBeInTheDocument();
    });
  });
});
