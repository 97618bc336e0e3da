// The grid's own edit cells have no accessible name (a bare input, a checkbox in an empty label): an inline-edited
// row names each field after its column header, so screen readers say what is typed where.
import { Checkbox } from '@mui/material';
import {
  GridEditInputCell,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';

function LabelledBooleanCell({ id, field, value, colDef }: GridRenderEditCellParams) {
  const apiRef = useGridApiContext();
  return (
    <Checkbox
      size="small"
      checked={Boolean(value)}
      slotProps={{ input: { 'aria-label': colDef.headerName ?? field } }}
      onChange={(event) => void apiRef.current.setEditCellValue({ id, field, value: event.target.checked }, event)}
    />
  );
}

function LabelledInputCell(params: GridRenderEditCellParams) {
  const label = params.colDef.headerName ?? params.field;
  return <GridEditInputCell {...params} slotProps={{ root: { slotProps: { htmlInput: { 'aria-label': label } } } }} />;
}

/** Gives every editable text or boolean column without its own edit cell one named after its header. */
export function withLabelledEditCells<R extends GridValidRowModel>(columns: readonly GridColDef<R>[]): GridColDef<R>[] {
  return columns.map((column) => {
    if (!column.editable || column.renderEditCell) return column;
    if (column.type === 'boolean') return { ...column, renderEditCell: (params) => <LabelledBooleanCell {...params} /> };
    if (column.type === undefined || column.type === 'string') {
      return { ...column, renderEditCell: (params) => <LabelledInputCell {...params} /> };
    }
    return column;
  });
}
