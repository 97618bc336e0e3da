// 'Tiempo por entidad' (docs/product/service-quality.md#indicators): the minutes logged within the range on tickets
// created by each client or provider entity's people, billable and not; 'Usuarios internos' last.
import { Card, CardHeader, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { EntityTimeRow } from '@tms/contracts';
import { EmptyTableRow } from '@/components/data-table/empty-table-row';
import { formatMinutes } from '@/lib/durations';

const HEADERS = ['Entidad', 'Tipo', 'Facturable', 'No facturable', 'Total'];

export function EntityTimeTable({ rows }: { rows: EntityTimeRow[] | undefined }) {
  return (
    <Card component="section" aria-labelledby="entity-time-title" sx={{ height: '100%' }}>
      <CardHeader id="entity-time-title" title="Tiempo por entidad" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      {/* Scrolls sideways on a phone: keyboard users reach it too. */}
      <TableContainer tabIndex={0} role="region" aria-label="Tiempo por entidad, detalle">
        <Table size="small" aria-label="Tiempo por entidad">
          <TableHead>
            <TableRow>
              {HEADERS.map((header, index) => (
                <TableCell key={header} align={index > 1 ? 'right' : 'left'}>
                  {header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow key={row.entityId ?? 'internal'}>
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.entityType ?? ''}</TableCell>
                <TableCell align="right">{formatMinutes(row.billableMinutes)}</TableCell>
                <TableCell align="right">{formatMinutes(row.otherMinutes)}</TableCell>
                <TableCell align="right">{formatMinutes(row.billableMinutes + row.otherMinutes)}</TableCell>
              </TableRow>
            ))}
            {rows?.length === 0 && <EmptyTableRow columns={HEADERS.length} />}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
