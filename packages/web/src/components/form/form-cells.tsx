// The fields of a form grid that share one width: each child becomes a grid item of that size (half a row from md
// up unless told), so a form lists its fields instead of wrapping each one in its own <Grid>. A child that renders
// nothing ({condition && <Field />} while the condition is false) takes no cell.
import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { Grid } from '@mui/material';

export type CellSize = ComponentProps<typeof Grid>['size'];

/** Half a row from md up, the whole row below. */
export const HALF_ROW: CellSize = { xs: 12, md: 6 };

/** A third of a row from md up, the whole row below. */
export const THIRD_ROW: CellSize = { xs: 12, md: 4 };

interface FormCellsProps {
  size?: CellSize;
  children: ReactNode;
}

export function FormCells({ size = HALF_ROW, children }: FormCellsProps) {
  return Children.map(children, (child) => (isValidElement(child) ? <Grid size={size}>{child}</Grid> : null));
}
