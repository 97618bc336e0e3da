// Browser push for the signed-in user: the server's public VAPID key, and registering or removing this browser's
// subscription. An endpoint must pass the push policy (docs/product/notifications.md#push) and belongs to the user who
// registered it first: someone else posting it gets 409 and the owner keeps receiving its pushes.
import { notificationMessages, type PushSubscriptionInput } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { pushPolicy } from './push.policy';
import { pushRepository } from './push.repository';
import { vapidKeys } from './vapid-keys';

export function createPushService(ctx: Pick<AppContext, 'db' | 'config'>) {
  const { db, config } = ctx;
  return {
    publicKey: async (): Promise<string> => (await vapidKeys(db)).publicKey,

    async subscribe(user: AuthUser, input: PushSubscriptionInput): Promise<number> {
      const problem = pushPolicy.endpointProblem(input.Endpoint, config.pushAllowedHosts);
      if (problem) throw badRequest({ Endpoint: problem });
      const id = await pushRepository.save(db, user.id, {
        endpoint: input.Endpoint,
        expirationDate: input.ExpirationDate ? new Date(input.ExpirationDate) : null,
        auth: input.Auth,
        p256dh: input.P256dh,
      });
      if (id === null) throw conflict(notificationMessages.pushEndpointTaken, 'push.endpoint_taken');
      return id;
    },

    async unsubscribe(user: AuthUser, id: number): Promise<void> {
      if (!(await pushRepository.deleteOwn(db, user.id, id))) throw notFound();
    },
  };
}
