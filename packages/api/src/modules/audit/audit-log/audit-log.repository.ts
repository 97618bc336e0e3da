// Reads of the audit log (docs/product/audit-log.md#reading-it): newest first, filtered by actor, action, entity and
// the company's days, each filter walking its own index (entity, action or actor, then time) so a page reads its rows
// and one more — never the whole log, which is not counted.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditChange, AuditLogFiltersParsed } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { auditLog, auditLogRetention } from '../../../db/schema';

export interface AuditRow {
  id: number;
  occurredAt: Date;
  actorId: number | null;
  actorName: string;
  address: string | null;
  action: string;
  entity: string;
  recordId: string | null;
  changes: AuditChange[];
}

const columns = {
  id: auditLog.id,
  occurredAt: auditLog.occurredAt,
  actorId: auditLog.actorId,
  actorName: auditLog.actorName,
  address: auditLog.address,
  action: auditLog.action,
  entity: auditLog.entity,
  recordId: auditLog.recordId,
  changes: auditLog.changes,
};

/** The company's day `day` starts at this instant (its time zone, as the indicators read days). */
const dayStart = (day: string) => sql`tms_indicator_day_start(${day}::date)`;

function matching(companyId: number, filters: AuditLogFiltersParsed): SQL | undefined {
  return and(
    eq(auditLog.companyId, companyId),
    filters.actorId === null ? undefined : eq(auditLog.actorId, filters.actorId),
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.start ? sql`${auditLog.occurredAt} >= ${dayStart(filters.start)}` : undefined,
    filters.end ? sql`${auditLog.occurredAt} < tms_indicator_day_start(${filters.end}::date + 1)` : undefined,
  );
}

export const auditLogRepository = {
  /** Up to `limit` rows from `offset`, newest first. */
  async rows(
    db: Executor,
    companyId: number,
    filters: AuditLogFiltersParsed,
    limit: number,
    offset: number,
  ): Promise<AuditRow[]> {
    return (await db
      .select(columns)
      .from(auditLog)
      .where(matching(companyId, filters))
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset)) as AuditRow[];
  },

  /** The retention the database lets rows go after (one row, written at each start). */
  async keepFor(db: Executor, days: number): Promise<void> {
    await db
      .insert(auditLogRetention)
      .values({ id: 1, days })
      .onConflictDoUpdate({ target: auditLogRetention.id, set: { days } });
  },

  /** Removes the rows older than the retention; answers how many. */
  async removeExpired(db: Executor): Promise<number> {
    const rows = await db
      .delete(auditLog)
      .where(sql`${auditLog.occurredAt} < now() - make_interval(days => (SELECT days FROM audit_log_retention WHERE id = 1))`)
      .returning({ id: auditLog.id });
    return rows.length;
  },
};
