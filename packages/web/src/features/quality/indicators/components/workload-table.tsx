// 'Carga por responsable' (docs/product/service-quality.md#indicators): each responsible's open and overdue tickets
// now and those finalised within the range, sortable and searchable ('Sin responsable' for tickets without one).
import { Card, CardContent, CardHeader } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { WorkloadRow } from '@tms/contracts';
import { DataTable } from '@/components/data-table/data-table';

const PAGE_SIZE = 10;

const count = (field: keyof WorkloadRow, headerName: string): GridColDef<WorkloadRow> => ({
  field,
  headerName,
  type: 'number',
  width: 150,
});

const columns: GridColDef<WorkloadRow>[] = [
  { field: 'name', headerName: 'Responsable', flex: 1, minWidth: 200 },
  count('open', 'Abiertos'),
  count('overdue', 'Vencidos'),
  count('closed', 'Cerrados en el periodo'),
];

export function WorkloadTable({ rows, loading }: { rows: WorkloadRow[] | undefined; loading: boolean }) {
  return (
    <Card component="section" aria-labelledby="workload-title">
      <CardHeader id="workload-title" title="Carga por responsable" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <DataTable<WorkloadRow>
          aria-label="Carga por responsable"
          rows={rows ?? []}
          columns={columns}
          loading={loading}
          getRowId={(row) => row.userId ?? 0}
          pageSize={PAGE_SIZE}
        />
      </CardContent>
    </Card>
  );
}
