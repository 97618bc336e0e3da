// A link that opens a ticket's screen (/ticket/{id}); used in every ticket listing.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';

export const ticketPath = (id: number) => `/ticket/${id}`;

export function TicketLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={ticketPath(id)} underline="hover">
      {children}
    </Link>
  );
}
