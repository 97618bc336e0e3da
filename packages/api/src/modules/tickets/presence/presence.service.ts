// Presence on a ticket (docs/product/tickets.md#presence): a tab joins and stays by calling again, typing or not; its
// stream is opened with a single-use ticket (EventSource cannot send the bearer header) bound to the session, the
// ticket and the tab. Every call, and every event the stream is about to tell, checks again that the session lives and
// its user may still see the ticket.
import { randomUUID } from 'node:crypto';
import { PRESENCE_TAB_PATTERN, type PresenceJoin } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { loadSessionUser, type AuthUser } from '../../../plugins/current-user';
import { createStreamTickets, type StreamSession } from '../../access';
import { checkTicketAccess } from '../tickets/ticket-access';
import { presenceTiming, type PresenceHub, type PresenceListener } from './presence-hub';
import { presencePolicy } from './presence.policy';
import { presenceRepository } from './presence.repository';

const HEARTBEATS_PER_EXPIRY = 3;
const streamPurpose = (ticketId: number) => `presence:${ticketId}`;

/** A call of a tab, as validated. */
interface PresenceBeat {
  tab?: string;
  typing: boolean;
  internalNote: boolean;
}

export interface StreamViewer {
  session: StreamSession;
  tab: string;
}

export function createPresenceService(ctx: Pick<AppContext, 'db' | 'tokens'>, hub: PresenceHub) {
  const { db } = ctx;
  const tickets = createStreamTickets(ctx);

  /** 404 for a ticket that does not exist, 403 for one the user may not see: what the ticket itself answers. */
  async function requireVisible(user: AuthUser, ticketId: number): Promise<void> {
    checkTicketAccess(await presenceRepository.access(db, user, ticketId));
  }

  return {
    /**
     * Joins (a new tab id) or keeps a tab present, with whether its person is writing a message right now and whether
     * that message is an internal note; answers a new stream ticket of this session.
     */
    async beat(user: AuthUser, sessionId: string, ticketId: number, input: PresenceBeat): Promise<PresenceJoin> {
      await requireVisible(user, ticketId);
      const tab = input.tab ?? randomUUID();
      const { typing } = input;
      const internalNote = typing && input.internalNote;
      await hub.announce({ ticketId, userId: user.id, displayName: user.displayName, tab, typing, internalNote, left: false });
      return {
        tab,
        ...tickets.issue({ userId: user.id, sessionId }, streamPurpose(ticketId), tab),
        heartbeatSeconds: presenceTiming.expiryMs / HEARTBEATS_PER_EXPIRY / 1000,
      };
    },

    /** The session and tab a stream ticket opens on this ticket, once; null when forged, malformed, expired or used. */
    async streamViewer(ticketId: number, ticket: string): Promise<StreamViewer | null> {
      const redeemed = await tickets.redeem(ticket, streamPurpose(ticketId));
      if (!redeemed || !PRESENCE_TAB_PATTERN.test(redeemed.scope)) return null;
      await requireVisible(redeemed.session.user, ticketId);
      return { session: redeemed.session, tab: redeemed.scope };
    },

    /** Who the stream tells the others to: the viewer, and whether they hear internal notes being written. */
    listenerOf: ({ session: { user } }: StreamViewer): PresenceListener => ({
      userId: user.id,
      seesInternalNotes: presencePolicy.seesInternalNoteTyping(user),
    }),

    /** Whether the viewer's session still lives and its user may still see the ticket: asked before each event. */
    async mayStillListen({ session }: StreamViewer, ticketId: number): Promise<boolean> {
      const user = await loadSessionUser(db, { userId: session.user.id, sessionId: session.sessionId });
      if (!user?.isActive) return false;
      return presencePolicy.canBePresent(await presenceRepository.access(db, user, ticketId));
    },

    leave: ({ session: { user }, tab }: StreamViewer, ticketId: number) =>
      hub.announce({
        ticketId,
        userId: user.id,
        displayName: user.displayName,
        tab,
        typing: false,
        internalNote: false,
        left: true,
      }),
  };
}
