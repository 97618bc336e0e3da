// The ticket's PDF report: the ticket and its history as the caller may see them, with the QR code.
import type { AppContext } from '../../../context';
import { ticketQrPng } from '../../../lib/qr';
import type { AuthUser } from '../../../plugins/current-user';
import { createTicketsService } from '../tickets/tickets.service';
import { renderTicketReport } from './ticket-report';

export function createDocumentsService(ctx: AppContext) {
  const tickets = createTicketsService(ctx);
  return {
    async ticketReport(user: AuthUser, id: number): Promise<Buffer> {
      const ticket = await tickets.detail(user, id);
      const history = await tickets.history(user, ticket.id);
      return renderTicketReport(ticket, history, await ticketQrPng(ctx.config.publicUrl, ticket.id));
    },
  };
}
