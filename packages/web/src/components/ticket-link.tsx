// A link that opens a ticket's screen (/ticket/{id}); used in every ticket listing, and the listings' subject column.
// A ticket the reader may not open (the API sends it as its number only, docs/product/tickets.md#who-may-change-what)
// is plain text: a link would only lead to a refusal.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Link, Typography } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export const ticketPath = (id: number) => `/ticket/${id}`;

interface TicketLinkProps {
  id: number;
  /** Whether the reader may open the ticket; otherwise it shows as plain text. */
  canOpen?: boolean;
  children: ReactNode;
}

export function TicketLink({ id, canOpen = true, children }: TicketLinkProps) {
  if (!canOpen) {
    return (
      <Typography component="span" variant="inherit">
        {children}
      </Typography>
    );
  }
  return (
    <Link component={RouterLink} to={ticketPath(id)} underline="hover">
      {children}
    </Link>
  );
}

/** The first line of a ticket's card (narrow screens): its subject opening it, then its number. */
export function TicketCardTitle({ id, subject }: { id: number; subject: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 500, minWidth: 0, flexGrow: 1, overflowWrap: 'anywhere' }}>
        <TicketLink id={id}>{subject}</TicketLink>
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        #{id}
      </Typography>
    </Box>
  );
}

type TicketRow = GridValidRowModel & { id: number; subject: string };

/** A ticket listing's subject column: the subject links to the ticket. */
export function ticketSubjectColumn<R extends TicketRow>(
  headerName: string,
  sizing: Pick<GridColDef<R>, 'flex' | 'minWidth' | 'sortable'>,
): GridColDef<R> {
  return { field: 'subject', headerName, ...sizing, renderCell: ({ row }) => <TicketLink id={row.id}>{row.subject}</TicketLink> };
}
