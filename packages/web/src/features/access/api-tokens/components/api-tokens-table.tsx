// The tokens of 'Tokens de API': name, what it may do, its last use, its expiry and its state, and 'Revocar' on the
// live ones. An administrator of users also sees the owner of each (the column shows when another user's token is
// listed).
import { Button, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { isLiveApiToken, type ApiToken } from '@tms/contracts';
import { EmptyTableRow } from '@/components/data-table/empty-table-row';
import { DATE_FORMAT, formatDate } from '@/lib/dates';
import { useNow } from '@/lib/hooks/use-now';

/** A token expires while the list is open: its state is read again each minute. */
const MINUTE_MS = 60_000;

interface ApiTokensTableProps {
  tokens: ApiToken[];
  /** The signed-in user: their own tokens need no owner. */
  userId: number;
  onRevoke: (token: ApiToken) => void;
}

function TokenState({ token, now }: { token: ApiToken; now: Date }) {
  if (token.revokedAt) return <Chip size="small" label={`Revocado el ${formatDate(token.revokedAt, DATE_FORMAT)}`} />;
  if (!isLiveApiToken(token, now)) return <Chip size="small" color="warning" label="Expirado" />;
  return <Chip size="small" color="success" label="Activo" />;
}

export function ApiTokensTable({ tokens, userId, onRevoke }: ApiTokensTableProps) {
  const now = useNow(MINUTE_MS);
  const showOwner = tokens.some((token) => token.owner.id !== userId);
  const headers = ['Nombre', ...(showOwner ? ['Propietario'] : []), 'Permisos', 'Último uso', 'Expira', 'Estado', 'Acciones'];
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Tokens de API, detalle">
      <Table size="small" aria-label="Tokens de API">
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.map((token) => (
            <TableRow key={token.id}>
              <TableCell>{token.name}</TableCell>
              {showOwner && <TableCell>{token.owner.displayName}</TableCell>}
              <TableCell>{token.readOnly ? 'Solo lectura' : 'Lectura y escritura'}</TableCell>
              <TableCell>{token.lastUsedAt ? formatDate(token.lastUsedAt) : 'Nunca'}</TableCell>
              <TableCell>{formatDate(token.expiresAt)}</TableCell>
              <TableCell>
                <TokenState token={token} now={now} />
              </TableCell>
              <TableCell>
                {isLiveApiToken(token, now) && (
                  <Button size="small" color="error" onClick={() => onRevoke(token)} aria-label={`Revocar ${token.name}`}>
                    Revocar
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
          {tokens.length === 0 && <EmptyTableRow columns={headers.length} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
