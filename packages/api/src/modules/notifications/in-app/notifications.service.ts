// The signed-in user's in-app notifications: the unread list, marking one read, and the single-purpose ticket that
// opens the live stream (EventSource cannot send the bearer header).
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/errors';
import { loadAuthUser, type AuthUser } from '../../../plugins/current-user';
import { notificationsRepository, type NotificationRow } from './notifications.repository';

export const STREAM_TICKET_SECONDS = 60;
const streamPurpose = (userId: number) => `stream:user:${userId}`;

export function createNotificationsService(ctx: Pick<AppContext, 'db' | 'tokens'>) {
  const { db, tokens } = ctx;
  return {
    unread: (user: AuthUser): Promise<NotificationRow[]> => notificationsRepository.unread(db, user),

    async markRead(user: AuthUser, id: number): Promise<void> {
      if (!(await notificationsRepository.markRead(db, user.id, id))) throw notFound();
    },

    streamTicket(user: AuthUser): { ticket: string; expiresIn: number } {
      const { exp, sig } = tokens.signLink(streamPurpose(user.id), STREAM_TICKET_SECONDS);
      return { ticket: `${user.id}.${exp}.${sig}`, expiresIn: STREAM_TICKET_SECONDS };
    },

    /** The active user a stream ticket was signed for, or null when it is forged, malformed or expired. */
    async streamUser(ticket: string): Promise<AuthUser | null> {
      const [userPart, expPart, sig] = ticket.split('.');
      const userId = Number(userPart);
      if (!sig || !Number.isSafeInteger(userId)) return null;
      if (!tokens.verifyLink(streamPurpose(userId), Number(expPart), sig)) return null;
      const user = await loadAuthUser(db, userId);
      return user?.isActive ? user : null;
    },
  };
}
