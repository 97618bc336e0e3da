// A link that opens a ticket's screen (/ticket/{id}); used in every ticket listing, and the listings' subject column.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export const ticketPath = (id: number) => `/ticket/${id}`;

export function TicketLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={ticketPath(id)} underline="hover">
      {children}
    </Link>
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
