// 'Exportar': the figures on screen as an Excel workbook written by the server, one sheet per part of the screen.
import { useState } from 'react';
import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { EXPORT_ERROR } from '@/components/export/export-button';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { exportIndicators } from '../api/export-indicators';
import type { IndicatorsRequest } from '../api/indicators-query-keys';

export function ExportIndicatorsButton({ request }: { request: IndicatorsRequest }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await exportIndicators(request);
    } catch (error) {
      notify.error(errorMessage(error, EXPORT_ERROR));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<FileDownloadIcon />} loading={busy} onClick={() => void run()}>
      Exportar
    </Button>
  );
}
