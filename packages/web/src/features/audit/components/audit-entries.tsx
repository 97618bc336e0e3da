// One page of the audit log (docs/product/audit-log.md): a table on wide screens ('Fecha', 'Usuario', 'Acción',
// 'Entidad', 'Registro', 'Dirección'), cards on narrow ones as every table of the app (data-cards.tsx), so a phone
// never scrolls sideways. Each entry opens its detail: by a click anywhere on it, or by its date — a button the
// keyboard reaches — in the table; the whole card is that button on a phone.
import {
  Card,
  CardActionArea,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { AuditEntry } from '@tms/contracts';
import { CARDS_BELOW } from '@/components/data-table/data-cards';
import { EmptyState } from '@/components/empty-state';
import { auditEntryFields, occurredAtField, otherFields } from './audit-entry-fields';

export const NO_ENTRIES_TEXT = 'No hay movimientos con estos filtros.';
const LABEL = 'Bitácora';

interface AuditEntriesProps {
  entries: readonly AuditEntry[];
  onOpen: (entry: AuditEntry) => void;
}

function EntriesTable({ entries, onOpen }: AuditEntriesProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={LABEL}>
        <TableHead>
          <TableRow>
            {auditEntryFields.map((field) => (
              <TableCell key={field.label}>{field.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            // The date's button opens the entry too: its click reaches the row, which opens the same entry again.
            <TableRow key={entry.id} hover onClick={() => onOpen(entry)} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link component="button" type="button" aria-haspopup="dialog" onClick={() => onOpen(entry)}>
                  {occurredAtField.text(entry)}
                </Link>
              </TableCell>
              {otherFields.map((field) => (
                <TableCell key={field.label} sx={{ overflowWrap: 'anywhere' }}>
                  {field.text(entry)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A line of a card, inside its button (phrasing content only). */
function CardLine({ children, secondary = false }: { children: string; secondary?: boolean }) {
  return (
    <Typography component="span" variant="body2" color={secondary ? 'text.secondary' : 'text.primary'} sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}

function EntryCards({ entries, onOpen }: AuditEntriesProps) {
  return (
    <Stack component="ul" aria-label={LABEL} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Card key={entry.id} component="li" variant="outlined">
          <CardActionArea aria-haspopup="dialog" onClick={() => onOpen(entry)}>
            <CardContent sx={{ overflowWrap: 'anywhere' }}>
              {auditEntryFields.map((field, index) => (
                <CardLine key={field.label} secondary={index > 1}>
                  {index > 1 ? `${field.label}: ${field.text(entry)}` : field.text(entry)}
                </CardLine>
              ))}
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

export function AuditEntries(props: AuditEntriesProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down(CARDS_BELOW), { noSsr: true });
  if (props.entries.length === 0) return <EmptyState text={NO_ENTRIES_TEXT} />;
  return narrow ? <EntryCards {...props} /> : <EntriesTable {...props} />;
}
