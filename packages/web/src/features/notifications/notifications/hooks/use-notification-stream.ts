// Live notifications (server-sent events, api/open-notification-stream.ts) while a user is signed in: the stream's code
// loads after the frame has shown, and the stream closes when the user leaves the signed-in screens or signs out.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

export function useNotificationStream(userId: number | undefined) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    let closeStream: (() => void) | undefined;
    let left = false;
    import('../api/open-notification-stream').then(
      ({ openNotificationStream }) => {
        if (!left) closeStream = openNotificationStream(queryClient);
      },
      (error: unknown) => console.warn('The live notifications could not load', error),
    );
    return () => {
      left = true;
      closeStream?.();
    };
  }, [userId, queryClient]);
}
