// A catalogue's list: every row comes at once (the admin lists are arrays), so the grid pages, sorts and searches in
// the browser, starting at the screen's page size (docs/product/conventions.md#limits-and-constants).
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { DataTable } from '@/components/data-table/data-table';

interface CatalogueTableProps<R extends GridValidRowModel> {
  label: string;
  rows: readonly R[] | undefined;
  columns: GridColDef<R>[];
  loading?: boolean;
  pageSize: number;
  getRowId?: (row: R) => number | string;
}

export function CatalogueTable<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  loading,
  pageSize,
  getRowId,
}: CatalogueTableProps<R>) {
  return (
    <DataTable<R> label={label} rows={rows ?? []} columns={columns} loading={loading} getRowId={getRowId} pageSize={pageSize} />
  );
}
