// GET /api/indicators/export: the same figures as an Excel workbook, downloaded ('Exportar'); the server writes it, as
// it does for the weekly mail.
import { indicatorsFileName } from '@tms/contracts';
import { downloadBlob } from '@/components/export/download-blob';
import { apiBlob } from '@/lib/api/api-client';
import type { IndicatorsRequest } from './indicators-query-keys';

export async function exportIndicators(request: IndicatorsRequest) {
  downloadBlob(await apiBlob('/indicators/export', { query: { ...request } }), indicatorsFileName(request));
}
