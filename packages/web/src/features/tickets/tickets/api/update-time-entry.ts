// PUT /api/time-entries/{id}: its author, or a holder of permission 26, changes an entry
// (docs/product/service-quality.md#time-tracking).
import type { TimeEntry, TimeEntryInput } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useTimeEntryWrite } from './use-time-entry-write';

export const updateTimeEntry = ({ id, input }: { id: number; ticketId: number; input: TimeEntryInput }) =>
  apiPut<TimeEntry>(`/time-entries/${id}`, input);

export const useUpdateTimeEntry = () => useTimeEntryWrite(updateTimeEntry);
