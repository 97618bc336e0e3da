// Seguir / Dejar de seguir: subscribes the user to the ticket or ends it. Banners 'Siguiendo ticket' / 'Error al
// seguir ticket' (docs/product/tickets.md#errors), and their counterparts for leaving.
import { ticketMessages } from '@tms/contracts';
import { notify } from '@/lib/notify';
import { useFollowTicket as useFollowMutation } from '../api/follow-ticket';
import { useUnfollowTicket } from '../api/unfollow-ticket';

export const UNFOLLOWED_MESSAGE = 'Dejó de seguir el ticket';
export const UNFOLLOW_ERROR_MESSAGE = 'Error al dejar de seguir ticket';

export function useFollow() {
  const follow = useFollowMutation();
  const unfollow = useUnfollowTicket();
  return {
    follow: (ticketId: number) =>
      follow.mutate(ticketId, {
        onSuccess: () => notify.success(ticketMessages.following),
        onError: () => notify.error(ticketMessages.followError),
      }),
    unfollow: (ticketId: number) =>
      unfollow.mutate(ticketId, {
        onSuccess: () => notify.success(UNFOLLOWED_MESSAGE),
        onError: () => notify.error(UNFOLLOW_ERROR_MESSAGE),
      }),
    busy: follow.isPending || unfollow.isPending,
  };
}
