// /audit-log 'Bitácora' (permission 33, docs/product/audit-log.md): who did what, from where and when, newest first,
// under the filters; 'Anterior' and 'Siguiente' move between pages (the log is never counted whole), an entry opens
// its changed fields, and 'Exportar' downloads every entry under the filters as an Excel workbook.
import { useState } from 'react';
import { Card, CardContent, LinearProgress, Stack } from '@mui/material';
import type { AuditEntry } from '@tms/contracts';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { useAuditLog, type AuditLogFilters } from '../api/get-audit-log';
import { AuditEntries } from '../components/audit-entries';
import { AuditEntryDialog } from '../components/audit-entry-dialog';
import { namesAFilter, NO_AUDIT_FILTERS, sameAuditFilters } from '../components/audit-filter-values';
import { AuditFilters } from '../components/audit-filters';
import { AuditPager } from '../components/audit-pager';
import { ExportAuditLogButton } from '../components/export-audit-log-button';

/** The entry whose detail shows; kept while the dialog closes, so its content stays through the fade. */
interface Detail {
  entry: AuditEntry;
  open: boolean;
}

export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditLogFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(0);
  const [detail, setDetail] = useState<Detail | null>(null);
  const log = useAuditLog(filters, page);
  const rows = log.data?.rows;

  const applyFilters = (next: AuditLogFilters) => {
    if (sameAuditFilters(next, filters)) return;
    setFilters(next);
    setPage(0);
  };

  return (
    <>
      <PageHeader
        title="Bitácora"
        actions={<ExportAuditLogButton filters={filters} disabled={log.isError || (page === 0 && rows?.length === 0)} />}
      />
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <AuditFilters onApply={applyFilters} error={log.error} />
          </CardContent>
        </Card>
        {log.isError && !namesAFilter(log.error) && <LoadError error={log.error} onRetry={() => void log.refetch()} />}
        <Card>
          {log.isFetching && <LinearProgress aria-label="Cargando" />}
          <CardContent>
            {rows && !log.isError && (
              <>
                <AuditEntries entries={rows} onOpen={(entry) => setDetail({ entry, open: true })} />
                {(page > 0 || rows.length > 0) && (
                  <AuditPager page={page} hasMore={log.data?.hasMore ?? false} busy={log.isFetching} onPageChange={setPage} />
                )}
              </>
            )}
          </CardContent>
        </Card>
      </Stack>
      {detail && (
        <AuditEntryDialog entry={detail.entry} open={detail.open} onClose={() => setDetail({ ...detail, open: false })} />
      )}
    </>
  );
}
