// Spanish texts of business calendars (docs/product/calendars.md#calendars): form fields, the rules the server
// enforces, the rest days (docs/product/calendars.md#rest-days).
export const calendarMessages = {
  invalidTime: 'Ingrese una hora válida en formato HH:mm.',
  invalidWeekday: 'Seleccione un día de la semana válido.',
  rangeAcrossMidnight: 'La hora final debe ser posterior a la inicial; un rango no puede cruzar la medianoche.',
  rangesOverlap: 'El rango se traslapa con otro rango del mismo día.',
  noWorkingTime: 'El horario no tiene tiempo laborable: agregue al menos un rango de horas.',
  invalidTimeZone: 'Seleccione una zona horaria válida.',
  invalidDate: 'Ingrese una fecha válida (DD/MM/AAAA).',
  duplicateHoliday: 'La fecha ya está en la lista de días festivos.',
  defaultMustBeActive: 'El horario predeterminado debe estar activo.',
  defaultRequired: 'Debe existir un horario predeterminado: marque otro horario como predeterminado antes de quitar este.',
  cannotDeleteDefault: 'No se puede eliminar el horario predeterminado: marque otro horario como predeterminado primero.',
  codeTaken: 'Ya existe un horario con ese nombre.',
  tooManyRanges: (max: number) => `Máximo ${max} rangos de horas.`,
  tooManyHolidays: (max: number) => `Máximo ${max} días festivos.`,
  invalidYear: (min: number, max: number) => `Ingrese un año entre ${min} y ${max}.`,
  horizonExceeded: (years: number) =>
    `No se puede calcular el vencimiento: el horario no reúne el tiempo laborable necesario en ${years} años.`,
} as const;

/** Weekday names by ISO number (1 = lunes … 7 = domingo). */
export const WEEKDAY_NAMES: Readonly<Record<number, string>> = {
  1: 'lunes',
  2: 'martes',
  3: 'miércoles',
  4: 'jueves',
  5: 'viernes',
  6: 'sábado',
  7: 'domingo',
};
