// When a ticket expires (docs/product/tickets.md#routing-and-sla,
// docs/product/calendars.md#working-time-and-sla-deadlines): creation time plus the sub-category's SLA level for the
// severity, else the sub-category's `sla` hours when above 0, else never, counted in the working time of the ticket's
// branch calendar (its own, else the default; 24×7 without any). The 80% warning instant is counted in the same working
// time. Units are keyed by the response-time type id, never by its display text.
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

export async function computeDeadline(db: Executor, ticket: TicketSlaInputs): Promise<TicketDeadline> {
  const [row] = await queryRows<SlaRow>(
    db,
    sql`
    SELECT pl.response_time_setting AS setting, pl.response_time_type_id AS "unitId", sc.sla
      FROM sub_categories sc
      ${slaLevelJoin(ticket.severityId)}
     WHERE sc.id = ${ticket.subCategoryId}`,
  );
  const duration = row ? slaDuration(row) : null;
  if (duration === null) return { expireDate: null, warningDate: null };
  return deadlineIn(await calendarForBranch(db, ticket.companyLocationId), ticket.createdDate, duration);
}
