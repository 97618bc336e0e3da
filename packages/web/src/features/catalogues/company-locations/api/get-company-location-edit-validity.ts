// GET /api/companylocations/isvalidedit/{id}: result false when active records (users, responsibles) still use the
// branch, so deactivating it needs the user's explicit consent (docs/product/catalogues.md#branches). Asked once per
// deletion, never cached.
import type { ResultAnswer } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';

export const getCompanyLocationEditValidity = (id: number, signal?: AbortSignal) =>
  apiGet<ResultAnswer>(`/companylocations/isvalidedit/${id}`, undefined, signal);
