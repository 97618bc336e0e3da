// DELETE /api/calendars/{id}: deactivates a calendar (not the default); it stays listed with isActive false.
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { calendarsQueryKeys } from './calendars-query-keys';

export const deleteCalendar = (id: number) => apiDelete<ResultAnswer>(`/calendars/${id}`);

export const useDeleteCalendar = () => useCatalogueMutation(deleteCalendar, [calendarsQueryKeys.all]);
