// The ticket screen's form: a saved ticket's values, or a new ticket's (the user's branch and the preset). A newer
// copy of the ticket (followed, or read again) updates what the form holds but never what the user is editing;
// `reload` starts the form again from the server's copy (a new ticket from its first values).
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Ticket } from '@tms/contracts';
import { useSignedInUser } from '@/lib/session/use-session';
import {
  newTicketValues,
  ticketFormResolver,
  ticketFormValues,
  type NewTicketPreset,
  type TicketFormOutput,
  type TicketFormValues,
} from '../components/ticket-form-values';
import { useRefreshTicket } from './use-refresh-ticket';

export function useTicketForm(ticket: Ticket | undefined, preset: NewTicketPreset | undefined) {
  const session = useSignedInUser();
  const startValues = () =>
    ticket ? ticketFormValues(ticket) : newTicketValues({ companyLocationId: session.companyLocationId, ...preset });
  const form = useForm<TicketFormValues, unknown, TicketFormOutput>({
    resolver: ticketFormResolver,
    mode: 'onTouched',
    defaultValues: startValues(),
  });
  const refreshTicket = useRefreshTicket();

  useEffect(() => {
    if (ticket) form.reset(ticketFormValues(ticket), { keepDirtyValues: true });
  }, [ticket, form]);

  const reload = async () => {
    if (!ticket) {
      form.reset(startValues());
      return;
    }
    try {
      form.reset(ticketFormValues(await refreshTicket(ticket.id)));
    } catch {
      // The query cache already showed the error banner; the page leaves a ticket it can no longer read.
    }
  };

  return { form, reload };
}
