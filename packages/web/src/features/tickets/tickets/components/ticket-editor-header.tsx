// The ticket screen's header: its title, the ticket's subject (a new ticket: how to save it) and the buttons.
import type { ComponentProps } from 'react';
import type { Ticket } from '@tms/contracts';
import { PageHeader } from '@/components/page-header';
import { ticketEditorTitle } from '../hooks/use-ticket-editor';
import { TicketActions } from './ticket-actions';

interface TicketEditorHeaderProps {
  ticket: Ticket | undefined;
  actions: ComponentProps<typeof TicketActions>;
}

export function TicketEditorHeader({ ticket, actions }: TicketEditorHeaderProps) {
  return (
    <PageHeader
      title={ticketEditorTitle(ticket)}
      subtitle={ticket ? ticket.subject : 'Guarde con Ctrl+S (Cmd+S en Mac).'}
      actions={<TicketActions {...actions} />}
    />
  );
}
