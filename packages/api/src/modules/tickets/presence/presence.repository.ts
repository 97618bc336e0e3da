// The one question presence asks the database: may this user see this ticket, and does it exist at all.
import { ticketAccess } from '../tickets/ticket-access';

export const presenceRepository = { access: ticketAccess };
