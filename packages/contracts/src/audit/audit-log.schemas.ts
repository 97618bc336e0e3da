// The audit log ('Bitácora', permission 33, docs/product/audit-log.md): who did what, from where and when — sign-ins,
// sign-outs, second steps, and every create, update and delete of the administered records — with the changed fields
// old → new. Read-only for everyone: `GET audit-log` pages it newest first with filters, `GET audit-log/export` is
// the same rows as a workbook. Every bad value is a 400 with a Spanish message on its field.
import { z } from 'zod';
import { isCalendarDate } from '../calendars/calendar-time';
import { MAX_ID, optionalIdFilter } from '../common/fields';
import { messages } from '../common/messages';

/** What an entry records. */
export const auditActions = [
  'create',
  'update',
  'delete',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'session_ended',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_reset',
  'two_factor_failed',
  'token_created',
  'token_revoked',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The actions' names on the screen and in the workbook. */
export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Alta',
  update: 'Cambio',
  delete: 'Baja',
  sign_in: 'Inicio de sesión',
  sign_in_failed: 'Inicio de sesión fallido',
  sign_out: 'Cierre de sesión',
  session_ended: 'Sesión terminada por un administrador',
  two_factor_enabled: 'Verificación en dos pasos activada',
  two_factor_disabled: 'Verificación en dos pasos desactivada',
  two_factor_reset: 'Verificación en dos pasos restablecida',
  two_factor_failed: 'Código de verificación incorrecto',
  token_created: 'Token de API creado',
  token_revoked: 'Token de API revocado',
};

/** What a secret's old and new values show as: never the value. */
export const AUDIT_MASK = '••••';
export const AUDIT_PAGE_SIZE_MAX = 100;
export const AUDIT_PAGE_SIZE_DEFAULT = 25;
/** An entity's name: letters, digits, dashes ('categories', 'users', 'api-tokens'). */
const ENTITY_PATTERN = /^[a-z][a-z0-9-]{0,59}$/;

export const auditMessages = {
  title: 'Bitácora',
  invalidDate: 'Ingrese una fecha válida (AAAA-MM-DD).',
  endBeforeStart: 'La fecha final no puede ser anterior a la inicial.',
  action: 'Seleccione una acción de la lista.',
  entity: 'Ingrese el nombre de una entidad (letras minúsculas, números y guiones).',
  wholeNumber: 'Ingrese un número entero válido.',
  pageSize: `El tamaño de página debe estar entre 1 y ${AUDIT_PAGE_SIZE_MAX}.`,
  system: 'Sistema',
} as const;

const day = z.string({ error: auditMessages.invalidDate }).trim().refine(isCalendarDate, auditMessages.invalidDate);
const wholeNumber = () => z.coerce.number({ error: auditMessages.wholeNumber }).int(auditMessages.wholeNumber);

/** `GET audit-log` and `GET audit-log/export`: the filters (all optional; days in the company's time zone, both included). */
export const auditLogFilters = {
  actorId: optionalIdFilter,
  action: z.enum(auditActions, { error: auditMessages.action }).optional(),
  entity: z.string().trim().regex(ENTITY_PATTERN, auditMessages.entity).optional(),
  start: day.optional(),
  end: day.optional(),
};

const endAfterStart = (q: { start?: string; end?: string }, ctx: z.RefinementCtx) => {
  if (q.start && q.end && isCalendarDate(q.start) && isCalendarDate(q.end) && q.end < q.start)
    ctx.addIssue({ code: 'custom', path: ['end'], message: auditMessages.endBeforeStart });
};

export const auditLogExportQuery = z.object(auditLogFilters, { error: messages.badRequest }).superRefine(endAfterStart);
export type AuditLogExportQuery = z.input<typeof auditLogExportQuery>;
export type AuditLogFiltersParsed = z.output<typeof auditLogExportQuery>;

export const auditLogQuery = z
  .object(
    {
      ...auditLogFilters,
      page: wholeNumber().min(0, auditMessages.wholeNumber).max(MAX_ID, auditMessages.wholeNumber).default(0),
      pageSize: wholeNumber()
        .min(1, auditMessages.pageSize)
        .max(AUDIT_PAGE_SIZE_MAX, auditMessages.pageSize)
        .default(AUDIT_PAGE_SIZE_DEFAULT),
    },
    { error: messages.badRequest },
  )
  .superRefine(endAfterStart);
export type AuditLogQuery = z.input<typeof auditLogQuery>;
export type AuditLogQueryParsed = z.output<typeof auditLogQuery>;

/** A changed field: its value before and after (null where there was none; AUDIT_MASK for secrets). */
export const auditChange = z.object({ field: z.string(), old: z.unknown(), new: z.unknown() });
export type AuditChange = z.infer<typeof auditChange>;

export const auditEntry = z.object({
  id: z.number(),
  occurredAt: z.string(),
  actorId: z.number().nullable(),
  /** The actor's name when the entry was written (a sign-in failure: the name typed). */
  actorName: z.string(),
  address: z.string().nullable(),
  action: z.enum(auditActions),
  entity: z.string(),
  recordId: z.string().nullable(),
  changes: z.array(auditChange),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** A page: its rows and whether an older one follows (the log is never counted whole: it grows without end). */
export const auditLogPage = z.object({ rows: z.array(auditEntry), hasMore: z.boolean() });
export type AuditLogPage = z.infer<typeof auditLogPage>;

export const auditLogFileName = (today: string) => `Bitácora ${today}.xlsx`;
