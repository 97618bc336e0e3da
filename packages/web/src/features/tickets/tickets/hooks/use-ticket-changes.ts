// The saves others made of the ticket since the copy on screen was read (docs/product/tickets.md#presence): heard on
// the presence stream, and pending until the screen holds a copy as new (after Refrescar or a save).
import { useState } from 'react';
import type { Ticket, TicketChangeNotice } from '@tms/contracts';
import { newerThan } from '../components/ticket-change';

export function useTicketChanges(ticket: Ticket | undefined) {
  const [heard, setHeard] = useState<TicketChangeNotice[]>([]);
  return {
    /** The news the copy on screen does not show yet, oldest first. */
    pending: newerThan(heard, ticket),
    hear: (notice: TicketChangeNotice) => setHeard((before) => [...newerThan(before, ticket), notice]),
  };
}
