// The frame of a rule's log tab ('Ejecuciones', 'Llamadas webhook'): an 'Actualizar' button, the table of the log's
// rows, or its load error with 'Reintentar'.
import { Box, Button, CardContent } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable } from '@/components/data-table/data-table';
import { LoadError } from '@/components/load-error';

const PAGE_SIZE = 10;

interface RuleLogTableProps<T extends GridValidRowModel> {
  label: string;
  log: UseQueryResult<T[]>;
  columns: GridColDef<T>[];
  getRowId: (row: T) => string | number;
}

export function RuleLogTable<T extends GridValidRowModel>({ label, log, columns, getRowId }: RuleLogTableProps<T>) {
  return (
    <CardContent sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button startIcon={<RefreshIcon />} loading={log.isFetching} onClick={() => void log.refetch()}>
          Actualizar
        </Button>
      </Box>
      {log.isError ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <DataTable<T>
          label={label}
          rows={log.data ?? []}
          getRowId={getRowId}
          columns={columns}
          loading={log.isFetching}
          pageSize={PAGE_SIZE}
        />
      )}
    </CardContent>
  );
}
