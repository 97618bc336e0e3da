// GET /api/audit-log: one page of the audit log under the filters, newest first, and whether an older page follows
// (permission 33 'Bitácora', docs/product/audit-log.md). The log is never counted whole: it grows without end. While
// another page or filter loads, the screen keeps the rows it shows.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE_DEFAULT, type AuditLogFiltersParsed, type AuditLogPage } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';

/** The filters the screen sends: the user's id (null for everyone), the action, the entity and the days. */
export type AuditLogFilters = AuditLogFiltersParsed;

export const AUDIT_LOG_PAGE_SIZE = AUDIT_PAGE_SIZE_DEFAULT;

export const getAuditLog = (filters: AuditLogFilters, page: number, signal?: AbortSignal) =>
  apiGet<AuditLogPage>('/audit-log', { ...filters, page, pageSize: AUDIT_LOG_PAGE_SIZE }, signal);

/** The log keeps growing: read afresh whenever a page is shown. */
export const auditLogQueryOptions = (filters: AuditLogFilters, page: number) =>
  queryOptions({
    queryKey: ['audit-log', filters, page] as const,
    queryFn: ({ signal }) => getAuditLog(filters, page, signal),
    staleTime: 0,
  });

export const useAuditLog = (filters: AuditLogFilters, page: number) =>
  useQuery({ ...auditLogQueryOptions(filters, page), placeholderData: keepPreviousData });
