// The tickets context: the ticket, its files, tasks, relations, documents, time entries, merges and splits. Other
// contexts import only from here.
import { bulkActionsRoutes } from './bulk-actions/bulk-actions.routes';
import { documentsRoutes } from './documents/documents.routes';
import { filesRoutes } from './files/files.routes';
import { mergeSplitRoutes } from './merge-split/merge-split.routes';
import { presenceRoutes } from './presence/presence.routes';
import { ticketsRoutes } from './tickets/tickets.routes';
import { timeEntriesRoutes } from './time-entries/time-entries.routes';

export const ticketsContextRoutes = [
  ticketsRoutes,
  filesRoutes,
  documentsRoutes,
  bulkActionsRoutes,
  presenceRoutes,
  timeEntriesRoutes,
  mergeSplitRoutes,
];
export { visibleTickets } from './tickets/tickets.policy';
export { escalatedAtDeadline } from './tickets/tickets.repository';
export { startUploadCleanup } from './files/upload-cleanup';
export { startDeadlineRecomputation } from './tickets/deadline-recomputation';
export { createTicketsService, type SaveOptions } from './tickets/tickets.service';
export { eachTicket } from './bulk-actions/each-ticket';
export { routeTicket } from './tickets/ticket-routing';
export { ticketBuilders } from './tickets/ticket-builders';
export { historyNames } from './tickets/ticket-history';
export { tasksToCopy } from './tickets/ticket-tasks';
export { TICKET_EVENT_CHANNEL } from './tickets/ticket-events';
export { createReceivedFiles, type FileRefusal, type ReceivedFile, type ReceivedFiles } from './files/received-files';
export { withoutUnreadableImages } from './files/image-references';
