// The signed-in user's in-app notifications: the unread and the read lists, marking one or all read, and the single-use ticket, bound to
// the session, that opens the live stream (EventSource cannot send the bearer header).
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { createStreamTickets, type StreamSession } from '../../access';
import { notificationsRepository, type NotificationRow } from './notifications.repository';

const STREAM_PURPOSE = 'notifications';

export function createNotificationsService(ctx: Pick<AppContext, 'db' | 'tokens'>) {
  const { db } = ctx;
  const tickets = createStreamTickets(ctx);
  return {
    unread: (user: AuthUser): Promise<NotificationRow[]> => notificationsRepository.unread(db, user),

    read: (user: AuthUser): Promise<NotificationRow[]> => notificationsRepository.read(db, user),

    async markRead(user: AuthUser, id: number): Promise<void> {
      if (!(await notificationsRepository.markRead(db, user.id, id))) throw notFound();
    },

    /** Only the caller's own; answers how many were marked. */
    markAllRead: (user: AuthUser, upToId?: number): Promise<number> => notificationsRepository.markAllRead(db, user.id, upToId),

    streamTicket: (user: AuthUser, sessionId: string) => tickets.issue({ userId: user.id, sessionId }, STREAM_PURPOSE),

    /** The live session a stream ticket opens, once; null when forged, malformed, expired, used or its session ended. */
    streamSession: async (ticket: string): Promise<StreamSession | null> =>
      (await tickets.redeem(ticket, STREAM_PURPOSE))?.session ?? null,
  };
}
