// Seguir: subscribes the user to the ticket; banners 'Siguiendo ticket' / 'Error al seguir ticket' (spec 8).
import { ticketMessages } from '@tms/contracts';
import { notify } from '@/lib/notify';
import { useFollowTicket as useFollowMutation } from '../api/follow-ticket';

export function useFollow() {
  const follow = useFollowMutation();
  return {
    follow: (ticketId: number) =>
      follow.mutate(ticketId, {
        onSuccess: () => notify.success(ticketMessages.following),
        onError: () => notify.error(ticketMessages.followError),
      }),
    following: follow.isPending,
  };
}
