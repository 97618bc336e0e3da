// Selecting rows from outside the grid (the cards of narrow screens) on both kinds of selection model: 'include'
// lists the rows selected, 'exclude' (after the grid's "select all") the rows left out.
import { describe, expect, it } from 'vitest';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { isRowSelected, selectedIds, withRowsSelected } from './row-selection';

const shown = [1, 2, 3];
const model = (type: 'include' | 'exclude', ids: number[]): GridRowSelectionModel => ({ type, ids: new Set(ids) });

describe('withRowsSelected', () => {
  it('adds and removes rows of an include model', () => {
    const chosen = withRowsSelected(model('include', [1]), [2, 3], true);
    expect(selectedIds(chosen, shown)).toEqual([1, 2, 3]);
    const left = withRowsSelected(chosen, [1], false);
    expect(selectedIds(left, shown)).toEqual([2, 3]);
    expect(isRowSelected(left, 1)).toBe(false);
  });

  it('leaves out and takes back rows of an exclude model', () => {
    const everything = model('exclude', []);
    const leftOut = withRowsSelected(everything, [2], false);
    expect(selectedIds(leftOut, shown)).toEqual([1, 3]);
    expect(isRowSelected(leftOut, 2)).toBe(false);
    expect(selectedIds(withRowsSelected(leftOut, [2], true), shown)).toEqual([1, 2, 3]);
  });

  it('never changes the model it is given', () => {
    const original = model('include', [1]);
    withRowsSelected(original, [2], true);
    expect([...original.ids]).toEqual([1]);
  });
});
