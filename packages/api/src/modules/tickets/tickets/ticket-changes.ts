// Live news of a ticket's new version for the screens that have it open (docs/product/tickets.md#presence): every save
// that makes a new version announces, in its own transaction, who made it and what it changed, on
// TICKET_CHANGED_CHANNEL. The announcement is delivered at commit (a save rolled back announces nothing), on every
// process; the presence streams tell it to the other people on the ticket, each only what they may know
// (modules/tickets/presence/presence-hub.ts).
import { sql } from 'drizzle-orm';
import type { HistoryFieldName, TicketChangeNotice } from '@tms/contracts';
import type { Executor } from '../../../db/client';

export const TICKET_CHANGED_CHANNEL = 'ticket_changed';

/** The announcement on the channel: the notice, with the ticket and the person who saved (not told to them). */
export interface TicketChangeAnnouncement {
  ticketId: number;
  actorId: number;
  notice: TicketChangeNotice;
}

interface SavedChange {
  ticketId: number;
  actor: { id: number; displayName: string };
  fields: HistoryFieldName[];
  message: { isInternal: boolean } | null;
  at: Date;
}

function changeAnnouncement({ ticketId, actor, fields, message, at }: SavedChange): TicketChangeAnnouncement {
  return {
    ticketId,
    actorId: actor.id,
    notice: {
      by: actor.displayName,
      fields: [...new Set(fields)],
      message: message ? (message.isInternal ? 'internalNote' : 'reply') : null,
      modifiedDate: at.toISOString(),
    },
  };
}

/** Announces a save's new version on TICKET_CHANGED_CHANNEL, from inside the save's transaction. */
export async function announceTicketChange(tx: Executor, change: SavedChange): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${TICKET_CHANGED_CHANNEL}, ${JSON.stringify(changeAnnouncement(change))})`);
}
