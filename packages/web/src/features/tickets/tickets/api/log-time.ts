// POST /api/workitems/{id}/time-entries: 'Registrar tiempo' (docs/product/service-quality.md#time-tracking).
import type { TimeEntry, TimeEntryInput } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useTimeEntryWrite } from './use-time-entry-write';

export const logTime = ({ ticketId, input }: { ticketId: number; input: TimeEntryInput }) =>
  apiPost<TimeEntry>(`/workitems/${ticketId}/time-entries`, input);

export const useLogTime = () => useTimeEntryWrite(logTime);
