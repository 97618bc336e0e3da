// Pushes new notifications to the recipient's open browser tabs (server-sent events). Rows are announced by a
// database trigger on the `notifications` channel, so a notification written through any app process reaches tabs
// connected to this one.
import type { AppNotification } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { notificationsRepository } from './notifications.repository';
import { presentNotification } from './notifications.presenter';

type Send = (notification: AppNotification) => void;

export interface NotificationHub {
  subscribe(userId: number, send: Send): Promise<() => void>;
  stop(): Promise<void>;
}

export function createNotificationHub(
  ctx: Pick<AppContext, 'db' | 'database'>,
  log: { warn(obj: object, msg: string): void },
): NotificationHub {
  const connections = new Map<number, Set<Send>>();
  let listening: Promise<() => Promise<void>> | null = null;

  const deliver = async (payload: string) => {
    const { id, userId } = JSON.parse(payload) as { id: number; userId: number };
    const targets = connections.get(userId);
    if (!targets?.size) return;
    const row = await notificationsRepository.get(ctx.db, id);
    if (row) for (const send of targets) send(presentNotification(row));
  };

  return {
    async subscribe(userId, send) {
      listening ??= ctx.database.listen('notifications', (payload) => {
        deliver(payload).catch((error: unknown) => log.warn({ err: error }, 'could not deliver a live notification'));
      });
      await listening;
      const set = connections.get(userId) ?? new Set<Send>();
      set.add(send);
      connections.set(userId, set);
      return () => {
        set.delete(send);
        if (set.size === 0) connections.delete(userId);
      };
    },
    async stop() {
      connections.clear();
      if (listening) await (await listening)();
      listening = null;
    },
  };
}
