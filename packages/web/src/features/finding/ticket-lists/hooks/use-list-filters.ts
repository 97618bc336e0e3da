// The quick filters of the ticket lists live in the address (?statusId=2&severityId=3&overdue=true), so a filtered
// list can be shared and the browser's back button returns to the previous filters. Each change is a new history
// entry and writes the list's ?filter=active|closed too, which the Estado filter shows ('Sin finalizar',
// 'Finalizado') and changes; other parameters are kept. Anything unreadable in the address is ignored.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SentFilter } from './use-ticket-list-kind';

export interface QuickFilters {
  statusId?: number;
  severityId?: number;
  overdue: boolean;
}

const positiveId = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The quick filters with the list's own ?filter, as the filter bar shows and changes them. */
export interface ListFilters extends QuickFilters {
  filter?: SentFilter;
}

export const hasQuickFilters = (filters: ListFilters) =>
  !!(filters.filter || filters.statusId || filters.severityId || filters.overdue);

export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const statusId = positiveId(params.get('statusId'));
  const severityId = positiveId(params.get('severityId'));
  const overdue = params.get('overdue') === 'true';
  const filters = useMemo<QuickFilters>(() => ({ statusId, severityId, overdue }), [statusId, severityId, overdue]);

  const setFilters = (next: ListFilters) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const write = (key: string, value: string | undefined) => (value ? updated.set(key, value) : updated.delete(key));
      write('filter', next.filter);
      write('statusId', next.statusId ? String(next.statusId) : undefined);
      write('severityId', next.severityId ? String(next.severityId) : undefined);
      write('overdue', next.overdue ? 'true' : undefined);
      return updated;
    });

  return { filters, setFilters };
}
