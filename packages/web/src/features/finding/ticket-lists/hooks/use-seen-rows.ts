// Every row loaded so far, by id: a selection may span pages while the grid holds only the current one. The map is
// rebuilt (never mutated) when a new page of rows arrives, following React's "adjust state when a prop changes".
import { useState } from 'react';
import type { TicketListRow } from '@tms/contracts';

type Rows = readonly TicketListRow[] | undefined;

const withRows = (seen: ReadonlyMap<number, TicketListRow>, rows: Rows): ReadonlyMap<number, TicketListRow> => {
  if (!rows?.length) return seen;
  const next = new Map(seen);
  rows.forEach((row) => next.set(row.id, row));
  return next;
};

export function useSeenRows(rows: Rows): ReadonlyMap<number, TicketListRow> {
  const [state, setState] = useState(() => ({ rows, seen: withRows(new Map(), rows) }));
  // React renders again at once with the new state, before anything of this render is used.
  if (state.rows !== rows) setState({ rows, seen: withRows(state.seen, rows) });
  return state.seen;
}
