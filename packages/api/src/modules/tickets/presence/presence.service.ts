// Presence on a ticket (docs/product/tickets.md#presence): a tab joins and stays by calling again, typing or not; its
// stream is opened with a single-purpose ticket (EventSource cannot send the bearer header) bound to the user, the
// ticket and the tab. Every call checks again that the user may still see the ticket.
import { randomUUID } from 'node:crypto';
import { PRESENCE_TAB_PATTERN, type PresenceJoin } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { forbidden, notFound } from '../../../lib/errors';
import { loadAuthUser, type AuthUser } from '../../../plugins/current-user';
import { presenceTiming, type PresenceHub } from './presence-hub';
import { presencePolicy } from './presence.policy';
import { presenceRepository } from './presence.repository';

export const PRESENCE_STREAM_SECONDS = 60;
const HEARTBEATS_PER_EXPIRY = 3;
const streamPurpose = (userId: number, ticketId: number, tab: string) => `presence:${userId}:${ticketId}:${tab}`;

export interface StreamViewer {
  user: AuthUser;
  tab: string;
}

export function createPresenceService(ctx: Pick<AppContext, 'db' | 'tokens'>, hub: PresenceHub) {
  const { db, tokens } = ctx;

  /** 404 for a ticket that does not exist, 403 for one the user may not see: what the ticket itself answers. */
  async function requireVisible(user: AuthUser, ticketId: number): Promise<void> {
    const access = await presenceRepository.access(db, user, ticketId);
    if (access === 'missing') throw notFound();
    if (!presencePolicy.canBePresent(access)) throw forbidden();
  }

  return {
    /** Joins (a new tab id) or keeps a tab present, with whether its person is writing a message right now. */
    async beat(user: AuthUser, ticketId: number, input: { tab?: string; typing: boolean }): Promise<PresenceJoin> {
      await requireVisible(user, ticketId);
      const tab = input.tab ?? randomUUID();
      await hub.announce({ ticketId, userId: user.id, displayName: user.displayName, tab, typing: input.typing, left: false });
      const { exp, sig } = tokens.signLink(streamPurpose(user.id, ticketId, tab), PRESENCE_STREAM_SECONDS);
      return {
        tab,
        ticket: `${user.id}.${tab}.${exp}.${sig}`,
        expiresIn: PRESENCE_STREAM_SECONDS,
        heartbeatSeconds: presenceTiming.expiryMs / HEARTBEATS_PER_EXPIRY / 1000,
      };
    },

    /** The active user and tab a stream ticket was signed for on this ticket; null when forged, malformed or expired. */
    async streamViewer(ticketId: number, ticket: string): Promise<StreamViewer | null> {
      const [userPart, tab, expPart, sig] = ticket.split('.');
      const userId = Number(userPart);
      if (!sig || !Number.isSafeInteger(userId) || !PRESENCE_TAB_PATTERN.test(tab)) return null;
      if (!tokens.verifyLink(streamPurpose(userId, ticketId, tab), Number(expPart), sig)) return null;
      const user = await loadAuthUser(db, userId);
      if (!user?.isActive) return null;
      await requireVisible(user, ticketId);
      return { user, tab };
    },

    leave: ({ user, tab }: StreamViewer, ticketId: number) =>
      hub.announce({ ticketId, userId: user.id, displayName: user.displayName, tab, typing: false, left: true }),
  };
}
