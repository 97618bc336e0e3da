// Every row loaded so far, by id: a selection may span pages while the grid holds only the current one.
import { useEffect, useRef } from 'react';
import type { TicketListRow } from '@tms/contracts';

export function useSeenRows(rows: readonly TicketListRow[] | undefined): ReadonlyMap<number, TicketListRow> {
  const seen = useRef(new Map<number, TicketListRow>());
  useEffect(() => {
    rows?.forEach((row) => seen.current.set(row.id, row));
  }, [rows]);
  return seen.current;
}
