// Tickets created in the period by one grouping (category, branch or department): name, count and share. Shares are
// whole percentages that add up to 100, equal counts with equal shares where the total allows.
import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ChartShareRow } from '@tms/contracts';
import { EmptyTableRow } from '@/components/data-table/empty-table-row';
import { wholePercentages } from './whole-percentages';

interface ShareTableProps {
  title: string;
  nameHeader: string;
  rows: ChartShareRow[] | undefined;
}

export function ShareTable({ title, nameHeader, rows }: ShareTableProps) {
  const shares = wholePercentages(rows?.map((row) => row.tickets) ?? []);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', component: 'h3', fontWeight: 600 } }} />
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{nameHeader}</TableCell>
            <TableCell align="right">Tickets</TableCell>
            <TableCell align="right">%</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows?.map((row, index) => (
            <TableRow key={`${row.id ?? 'none'}-${row.name}`}>
              <TableCell>{row.name}</TableCell>
              <TableCell align="right">{row.tickets}</TableCell>
              <TableCell align="right">{shares[index]}%</TableCell>
            </TableRow>
          ))}
          {rows?.length === 0 && <EmptyTableRow columns={3} />}
        </TableBody>
      </Table>
    </Card>
  );
}
