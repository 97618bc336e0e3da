// When a ticket expires (PRODUCT.md §5): creation time plus the sub-category's SLA level for the severity, else the
// sub-category's `sla` hours when above 0, else never. Units are keyed by the response-time type id, never by its
// display text.
import { sql } from 'drizzle-orm';
import { ResponseTimeTypeId } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const unitMs: Record<number, number> = {
  [ResponseTimeTypeId.Minutes]: MINUTE_MS,
  [ResponseTimeTypeId.Hours]: HOUR_MS,
  [ResponseTimeTypeId.Days]: DAY_MS,
};

interface SlaRow {
  setting: number | null;
  unitId: number | null;
  sla: number;
}

/** The milliseconds a sub-category grants a severity, or null when it sets no expiry. */
export function slaDurationMs(row: SlaRow): number | null {
  const levelUnit = row.unitId === null ? undefined : unitMs[row.unitId];
  if (row.setting !== null && row.setting > 0 && levelUnit !== undefined) return row.setting * levelUnit;
  if (row.sla > 0) return row.sla * HOUR_MS;
  return null;
}

export async function computeExpireDate(
  db: Executor,
  createdDate: Date,
  subCategoryId: number,
  severityId: number,
): Promise<Date | null> {
  const [row] = await queryRows<SlaRow>(
    db,
    sql`
    SELECT pl.response_time_setting AS setting, pl.response_time_type_id AS "unitId", sc.sla
      FROM sub_categories sc
      LEFT JOIN priority_levels pl ON pl.sub_category_id = sc.id AND pl.priority_id = ${severityId} AND pl.is_active
     WHERE sc.id = ${subCategoryId}`,
  );
  const duration = row ? slaDurationMs(row) : null;
  return duration === null ? null : new Date(createdDate.getTime() + duration);
}
