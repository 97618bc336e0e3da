// The rows a grid selection stands for: chosen ids (looked up among the rows seen so far, any page), or everything
// shown minus the excluded ids after "select all". An empty selection means the rows shown.
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { TicketListRow } from '@tms/contracts';

export const emptySelection = (): GridRowSelectionModel => ({ type: 'include', ids: new Set() });

export function selectedRows(
  selection: GridRowSelectionModel,
  shown: readonly TicketListRow[],
  seen: ReadonlyMap<number, TicketListRow>,
): TicketListRow[] {
  if (selection.type === 'exclude') return shown.filter((row) => !selection.ids.has(row.id));
  if (selection.ids.size === 0) return [...shown];
  return [...selection.ids].flatMap((id) => seen.get(Number(id)) ?? []);
}
