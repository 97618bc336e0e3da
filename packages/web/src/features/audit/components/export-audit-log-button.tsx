// 'Exportar': every entry under the filters applied, as the Excel workbook the server writes; a failure is told.
import { useMutation } from '@tanstack/react-query';
import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { EXPORT_ERROR } from '@/components/export/export-button';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { exportAuditLog } from '../api/export-audit-log';
import type { AuditLogFilters } from '../api/get-audit-log';

export function ExportAuditLogButton({ filters, disabled }: { filters: AuditLogFilters; disabled: boolean }) {
  const download = useMutation({
    mutationFn: () => exportAuditLog(filters),
    onError: (error) => notify.error(errorMessage(error, EXPORT_ERROR)),
  });
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      loading={download.isPending}
      disabled={disabled}
      onClick={() => download.mutate()}
    >
      Exportar
    </Button>
  );
}
