// When a ticket expires (docs/product/tickets.md#routing-and-sla,
// docs/product/calendars.md#working-time-and-sla-deadlines): creation time plus the sub-category's SLA level for the
// severity, else the sub-category's `sla` hours when above 0, else never, counted in the working time of the ticket's
// branch calendar (its own, else the default; 24×7 without any). The 80% warning instant is counted in the same working
// time. Units are keyed by the response-time type id, never by its display text. The level's optional first-response
// target gives the first response's due instant in the same working time (docs/product/service-quality.md#first-response).
import { sql } from 'drizzle-orm';
import { ResponseTimeTypeId } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { calendarForBranch, slaWarningAt, workingDeadline, type ResponseTimeUnit, type WorkingCalendar } from '../../calendars';

const unitOfType: Record<number, ResponseTimeUnit> = {
  [ResponseTimeTypeId.Minutes]: 'minutos',
  [ResponseTimeTypeId.Hours]: 'horas',
  [ResponseTimeTypeId.Days]: 'días',
};

/** What a sub-category grants a severity: its level's setting and unit, and the fallback hours. */
export interface SlaRow {
  setting: number | null;
  unitId: number | null;
  sla: number;
}

/** A level's first-response target: its amount and unit, both null when the level sets none. */
export interface FirstResponseRow {
  firstSetting: number | null;
  firstUnitId: number | null;
}

export interface SlaDuration {
  amount: number;
  unit: ResponseTimeUnit;
}

export interface TicketDeadline {
  expireDate: Date | null;
  /** When the assignee is warned: 80% of the working time to expireDate. */
  warningDate: Date | null;
}

/** The response time a sub-category grants a severity, or null when it sets no expiry. */
export function slaDuration(row: SlaRow): SlaDuration | null {
  const levelUnit = row.unitId === null ? undefined : unitOfType[row.unitId];
  if (row.setting !== null && row.setting > 0 && levelUnit !== undefined) return { amount: row.setting, unit: levelUnit };
  if (row.sla > 0) return { amount: row.sla, unit: 'horas' };
  return null;
}

/** The deadlines a ticket is given: its SLA deadline and warning, and when its first response is due. */
export interface TicketTargets extends TicketDeadline {
  firstResponseDueDate: Date | null;
}

/** The first-response target of a level, or null when it sets none (no fallback: a target is the level's own). */
export function firstResponseDuration(row: FirstResponseRow): SlaDuration | null {
  const unit = row.firstUnitId === null ? undefined : unitOfType[row.firstUnitId];
  if (row.firstSetting === null || row.firstSetting <= 0 || unit === undefined) return null;
  return { amount: row.firstSetting, unit };
}

/** The deadline and warning instant of a response time starting at `createdDate`, in `calendar` (24×7 when null). */
export function deadlineIn(calendar: WorkingCalendar | null, createdDate: Date, duration: SlaDuration | null): TicketDeadline {
  if (duration === null) return { expireDate: null, warningDate: null };
  const expireDate = workingDeadline(calendar, createdDate, duration.amount, duration.unit);
  return { expireDate, warningDate: slaWarningAt(calendar, createdDate, expireDate) };
}

/** The SQL that reads a ticket's SlaRow from its sub-category (`sc`) and severity. */
export const slaLevelJoin = (severityId: unknown) =>
  sql`LEFT JOIN priority_levels pl ON pl.sub_category_id = sc.id AND pl.priority_id = ${severityId} AND pl.is_active`;

export interface TicketSlaInputs {
  createdDate: Date;
  subCategoryId: number;
  severityId: number;
  companyLocationId: number | null;
}

/** The ticket's SLA deadline, warning and first-response due instant, in its branch calendar's working time. */
export async function computeDeadline(db: Executor, ticket: TicketSlaInputs): Promise<TicketTargets> {
  const [row] = await queryRows<SlaRow & FirstResponseRow>(
    db,
    sql`
    SELECT pl.response_time_setting AS setting, pl.response_time_type_id AS "unitId", sc.sla,
           pl.first_response_setting AS "firstSetting", pl.first_response_type_id AS "firstUnitId"
      FROM sub_categories sc
      ${slaLevelJoin(ticket.severityId)}
     WHERE sc.id = ${ticket.subCategoryId}`,
  );
  const duration = row ? slaDuration(row) : null;
  const firstResponse = row ? firstResponseDuration(row) : null;
  if (duration === null && firstResponse === null) return { expireDate: null, warningDate: null, firstResponseDueDate: null };
  const calendar = await calendarForBranch(db, ticket.companyLocationId);
  const firstResponseDueDate = firstResponse
    ? workingDeadline(calendar, ticket.createdDate, firstResponse.amount, firstResponse.unit)
    : null;
  return { ...deadlineIn(calendar, ticket.createdDate, duration), firstResponseDueDate };
}
