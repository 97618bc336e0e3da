// A related ticket as a link to its screen ('#12 · Subject') with its status; one the user may not see (the API
// sends it without subject) shows as its number only, as plain text.
import { Chip } from '@mui/material';
import { TicketLink } from '@/components/ticket-link';
import type { TicketRef } from './ticket-form-values';

export function RelatedTicketLink({ ticket }: { ticket: TicketRef }) {
  return (
    <>
      <TicketLink id={ticket.id} canOpen={ticket.subject !== null}>
        #{ticket.id}
        {ticket.subject !== null && ` · ${ticket.subject}`}
      </TicketLink>
      {ticket.status && <Chip label={ticket.status} size="small" variant="outlined" sx={{ ml: 1 }} />}
    </>
  );
}
