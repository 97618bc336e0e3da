// DELETE /api/time-entries/{id}: its author, or a holder of permission 26, deletes an entry
// (docs/product/service-quality.md#time-tracking).
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useTimeEntryWrite } from './use-time-entry-write';

export const deleteTimeEntry = ({ id }: { id: number; ticketId: number }) => apiDelete<ResultAnswer>(`/time-entries/${id}`);

export const useDeleteTimeEntry = () => useTimeEntryWrite(deleteTimeEntry);
