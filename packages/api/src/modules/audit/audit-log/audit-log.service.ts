// 'Bitácora' (docs/product/audit-log.md#reading-it): a page of the company's log newest first, and the same filters'
// rows as a workbook (the newest EXPORT_LIMIT of them). Permission 33 is checked by the routes' config.
import {
  auditLogFileName,
  calendarDateIn,
  DEFAULT_TIME_ZONE,
  type AuditLogFiltersParsed,
  type AuditLogPage,
  type AuditLogQueryParsed,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../plugins/current-user';
import { auditLogWorkbook } from './audit-log-workbook';
import { presentEntry } from './audit-log.presenter';
import { auditLogRepository as repository } from './audit-log.repository';

/** The most rows a workbook holds: a year of a busy help desk's administration; narrower filters for more. */
export const EXPORT_LIMIT = 50_000;

export function createAuditLogService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    async page(user: AuthUser, query: AuditLogQueryParsed): Promise<AuditLogPage> {
      const rows = await repository.rows(db, user.companyId, query, query.pageSize + 1, query.page * query.pageSize);
      return { rows: rows.slice(0, query.pageSize).map(presentEntry), hasMore: rows.length > query.pageSize };
    },

    async export(user: AuthUser, filters: AuditLogFiltersParsed, now = new Date()) {
      const rows = await repository.rows(db, user.companyId, filters, EXPORT_LIMIT, 0);
      return {
        fileName: auditLogFileName(calendarDateIn(DEFAULT_TIME_ZONE, now)),
        content: await auditLogWorkbook(rows.map(presentEntry)),
      };
    },
  };
}
