// The columns most catalogue tables share: the code a row is known by and its 'Activo' flag; and how many items a
// row holds (a calendar's holidays, an attachment rule's sub-categories).
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** 'Código', the first column of most catalogues. */
export const codeColumn = <R extends GridValidRowModel>(): GridColDef<R> => ({
  field: 'code',
  headerName: 'Código',
  flex: 1,
  minWidth: 160,
});

/** 'Activo' as a check mark, the last data column of every catalogue. */
export const activeColumn = <R extends GridValidRowModel>(): GridColDef<R> => ({
  field: 'isActive',
  headerName: 'Activo',
  type: 'boolean',
  width: 90,
});

/** How many items the row's list `field` holds, as a number column. */
export const countColumn = <R extends GridValidRowModel>(field: keyof R & string, headerName: string): GridColDef<R> => ({
  field,
  headerName,
  type: 'number',
  width: 120,
  valueGetter: (items: readonly unknown[]) => items.length,
});
