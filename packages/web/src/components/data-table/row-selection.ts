// Converts between the grid's row selection model ({type, ids}) and a plain list of the selected row ids.
import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

export const selectionOf = (ids: readonly GridRowId[]): GridRowSelectionModel => ({ type: 'include', ids: new Set(ids) });

/** The ids a model selects: 'include' models list them; 'exclude' models ("select all") list what `allIds` leaves out. */
export function selectedIds<T extends GridRowId>(model: GridRowSelectionModel, allIds: readonly T[]): T[] {
  return model.type === 'include' ? ([...model.ids] as T[]) : allIds.filter((id) => !model.ids.has(id));
}

/** Whether the model selects the row `id`. */
export const isRowSelected = (model: GridRowSelectionModel, id: GridRowId) =>
  model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

/** The model with the rows `ids` selected or not, the others as they were. */
export function withRowsSelected(
  model: GridRowSelectionModel,
  ids: readonly GridRowId[],
  selected: boolean,
): GridRowSelectionModel {
  const listed = new Set(model.ids);
  // An 'include' model lists the selected rows; an 'exclude' model the rows left out.
  const list = (model.type === 'include') === selected;
  for (const id of ids) {
    if (list) listed.add(id);
    else listed.delete(id);
  }
  return { type: model.type, ids: listed };
}
