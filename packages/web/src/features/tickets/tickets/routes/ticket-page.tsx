// /ticket (new) and /ticket/{id} (saved). A ticket that cannot be read (unknown, or not visible: 404/403) sends the
// user to / after the error banner; another id in the route starts the screen afresh.
// A loaded ticket's first render is the screen's largest piece of work: React renders it as a deferred update, in
// slices between which the browser stays responsive, and the loading screen shows until it is done.
import { useDeferredValue } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { Ticket } from '@tms/contracts';
import { LoadError } from '@/components/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { isApiError, type ApiErrorCode } from '@/lib/api/api-error';
import { useTicket } from '../api/get-ticket';
import { NewTicketGate } from '../components/new-ticket-gate';
import { TicketEditor } from '../components/ticket-editor';

/** A ticket id that is not one, a ticket the user may not see, or none: leave for the home screen. */
const LEAVE_ON_CODES = new Set<ApiErrorCode>(['request.invalid', 'auth.forbidden', 'resource.not_found']);

function parseId(raw: string | undefined): number | undefined | null {
  if (raw === undefined) return undefined;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function TicketPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = parseId(params.id);
  const ticket = useTicket(id ?? undefined);
  const ticketReady = useDeferredValue(ticket.data !== undefined);
  const openCreated = (created: Ticket) => void navigate(`/ticket/${created.id}`);

  if (id === null) return <Navigate to="/" replace />;
  if (id === undefined) {
    return (
      <NewTicketGate>
        <TicketEditor key="new" onCreated={openCreated} />
      </NewTicketGate>
    );
  }
  if (ticket.isError) {
    if (isApiError(ticket.error) && LEAVE_ON_CODES.has(ticket.error.code)) return <Navigate to="/" replace />;
    return <LoadError error={ticket.error} onRetry={() => void ticket.refetch()} />;
  }
  if (!ticket.data || !ticketReady) return <LoadingScreen />;
  return <TicketEditor key={id} ticket={ticket.data} onCreated={openCreated} />;
}
