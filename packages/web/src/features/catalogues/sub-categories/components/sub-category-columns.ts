// Columns of the sub-categories list; inside a category its name would repeat on every row, so it is left out.
import type { GridColDef } from '@mui/x-data-grid';
import type { SubCategory } from '@tms/contracts';
import { activeColumn, codeColumn } from '@/components/catalogue-kit/lib/catalogue-columns';

const code = codeColumn<SubCategory>();
const rest: GridColDef<SubCategory>[] = [
  { field: 'detail', headerName: 'Descripción', flex: 1.5, minWidth: 200 },
  { field: 'ownerName', headerName: 'Responsable', flex: 1, minWidth: 160 },
  { field: 'userGroupName', headerName: 'Grupo', flex: 1, minWidth: 130 },
  { field: 'isPublic', headerName: 'Público', type: 'boolean', width: 90 },
  activeColumn(),
];

export const standaloneColumns: GridColDef<SubCategory>[] = [
  { field: 'categoryName', headerName: 'Categoría', flex: 1, minWidth: 160 },
  code,
  ...rest,
];

export const embeddedColumns: GridColDef<SubCategory>[] = [code, ...rest];
