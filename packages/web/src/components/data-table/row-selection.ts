// Converts between the grid's row selection model ({type, ids}) and a plain list of the selected row ids.
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

export const selectionOf = (ids: readonly GridRowId[]): GridRowSelectionModel => ({ type: 'include', ids: new Set(ids) });

/** The ids a model selects: 'include' models list them; 'exclude' models ("select all") list what `allIds` leaves out. */
export function selectedIds<T extends GridRowId>(model: GridRowSelectionModel, allIds: readonly T[]): T[] {
  return model.type === 'include' ? ([...model.ids] as T[]) : allIds.filter((id) => !model.ids.has(id));
}
