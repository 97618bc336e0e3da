// The saves others made of the ticket since the copy on screen was read (docs/product/tickets.md#presence): heard on
// the presence stream, and pending until the screen holds a copy as new (after Refrescar or a save).
import { useCallback, useState } from 'react';
import type { Ticket, TicketChangeNotice } from '@tms/contracts';
import { newerThan } from '../components/ticket-change';

export function useTicketChanges(ticket: Ticket | undefined) {
  const [heard, setHeard] = useState<TicketChangeNotice[]>([]);
  // Stable while the ticket stays: the presence (memo) is given it.
  const hear = useCallback(
    (notice: TicketChangeNotice) => setHeard((before) => [...newerThan(before, ticket), notice]),
    [ticket],
  );
  return {
    /** The news the copy on screen does not show yet, oldest first. */
    pending: newerThan(heard, ticket),
    hear,
  };
}
