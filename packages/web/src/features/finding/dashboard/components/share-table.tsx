// Tickets created in the period by one grouping (category, branch or department): name, count and share. Shares are
// whole percentages that add up to 100, equal counts with equal shares where the total allows.
import { Card, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ChartShareRow } from '@tms/contracts';
import { EMPTY_TABLE_TEXT } from '@/components/data-table/data-table';
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
          {rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>
                <Typography variant="body2" color="text.secondary" align="center">
                  {EMPTY_TABLE_TEXT}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
