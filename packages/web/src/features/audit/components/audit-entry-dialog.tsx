// An entry's detail (docs/product/audit-log.md): when, who, what, on which record and from where, then each changed
// field with its value before and after ('Campo', 'Antes', 'Después'); secrets show only as the mask the API sends.
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { AuditChange, AuditEntry } from '@tms/contracts';
import { auditEntryFields } from './audit-entry-fields';
import { auditValueText } from './audit-value-text';

export const DETAIL_TITLE = 'Detalle del movimiento';
const NO_CHANGES_TEXT = 'Este movimiento no cambió campos.';

/** A value as text, its lines and JSON indentation kept, long words broken rather than widening the table. */
const valueCell = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', verticalAlign: 'top' } as const;

function EntrySummary({ entry }: { entry: AuditEntry }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0, mb: 3 }}
    >
      {auditEntryFields.map((field) => (
        <Box key={field.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {field.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {field.text(entry)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ChangesTable({ changes }: { changes: readonly AuditChange[] }) {
  if (changes.length === 0) return <Typography color="text.secondary">{NO_CHANGES_TEXT}</Typography>;
  return (
    <Table size="small" aria-label="Cambios" sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell>Campo</TableCell>
          <TableCell>Antes</TableCell>
          <TableCell>Después</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row" sx={valueCell}>
              {change.field}
            </TableCell>
            <TableCell sx={valueCell}>{auditValueText(change.old)}</TableCell>
            <TableCell sx={valueCell}>{auditValueText(change.new)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface AuditEntryDialogProps {
  entry: AuditEntry;
  open: boolean;
  onClose: () => void;
}

export function AuditEntryDialog({ entry, open, onClose }: AuditEntryDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle sx={{ pr: 7 }}>{DETAIL_TITLE}</DialogTitle>
      <IconButton aria-label="Cerrar" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <EntrySummary entry={entry} />
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Cambios
        </Typography>
        <ChangesTable changes={entry.changes} />
      </DialogContent>
    </Dialog>
  );
}
