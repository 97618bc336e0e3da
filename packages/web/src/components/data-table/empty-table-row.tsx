// A small table's only row while it has none: 'No hay datos para mostrar' across its columns.
import { TableCell, TableRow, Typography } from '@mui/material';
import { EMPTY_TABLE_TEXT } from './table-defaults';

export function EmptyTableRow({ columns }: { columns: number }) {
  return (
    <TableRow>
      <TableCell colSpan={columns}>
        <Typography variant="body2" color="text.secondary" align="center">
          {EMPTY_TABLE_TEXT}
        </Typography>
      </TableCell>
    </TableRow>
  );
}
