// The columns most catalogue tables share: the code a row is known by and its 'Activo' flag.
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
