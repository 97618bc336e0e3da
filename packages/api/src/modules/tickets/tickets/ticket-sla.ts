// When a ticket expires (PRODUCT.md §5): creation time plus the sub-category's SLA level for the severity, else the
// sub-category's `sla` hours when above 0, else never.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

const unitMs: Record<string, number> = { minutos: 60_000, horas: 3_600_000, días: 86_400_000 };

export async function computeExpireDate(
  db: Executor,
  createdDate: Date,
  subCategoryId: number,
  severityId: number,
): Promise<Date | null> {
  const [row] = await queryRows<{ setting: number | null; unit: string | null; sla: number }>(
    db,
    sql`
    SELECT pl.response_time_setting AS setting, rt.code AS unit, sc.sla
      FROM sub_categories sc
      LEFT JOIN priority_levels pl ON pl.sub_category_id = sc.id AND pl.priority_id = ${severityId} AND pl.is_active
      LEFT JOIN response_time_types rt ON rt.id = pl.response_time_type_id
     WHERE sc.id = ${subCategoryId}`,
  );
  if (!row) return null;
  if (row.setting !== null && row.unit && unitMs[row.unit] && row.setting > 0) {
    return new Date(createdDate.getTime() + row.setting * unitMs[row.unit]);
  }
  if (row.sla > 0) return new Date(createdDate.getTime() + row.sla * unitMs.horas);
  return null;
}
