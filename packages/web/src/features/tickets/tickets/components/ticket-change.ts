// News of saves others made while the ticket is open: the `changed` event of the presence stream (the API's
// modules/tickets/tickets/ticket-changes.ts) and what the screen says of it. A newer copy of the ticket (read again,
// or saved) makes the news up to then old.
import type { Ticket, TicketChangeNotice } from '@tms/contracts';
import { historyFieldLabel } from './history-item-text';

export const TICKET_CHANGED_TITLE = 'Este ticket cambió';
export const CHANGED_WHILE_EDITING_TITLE = 'El ticket cambió mientras lo editaba';
export const REFRESH_TO_SEE = 'Refresque para ver los cambios.';

const messageLabels = { reply: 'Mensaje', internalNote: 'Nota interna' } as const;

/** The news newer than the copy of the ticket on screen. */
export const newerThan = (notices: readonly TicketChangeNotice[], ticket: Ticket | undefined) =>
  ticket ? notices.filter((notice) => Date.parse(notice.modifiedDate) > Date.parse(ticket.modifiedDate)) : [];

const distinct = (values: string[]) => [...new Set(values)];

const inSpanish = new Intl.ListFormat('es-MX', { type: 'conjunction' });

/** 'Sergio Supervisor cambió: Responsable, Estatus.'; several people 'Sergio Supervisor y Ana Agente cambiaron: …'. */
export function changeSummary(notices: readonly TicketChangeNotice[]): string {
  const people = distinct(notices.map((notice) => notice.by));
  const what = distinct(
    notices.flatMap((notice) => [
      ...notice.fields.map(historyFieldLabel),
      ...(notice.message ? [messageLabels[notice.message]] : []),
    ]),
  );
  const verb = people.length > 1 ? 'cambiaron' : 'cambió';
  return `${inSpanish.format(people)} ${verb}: ${what.join(', ')}.`;
}
