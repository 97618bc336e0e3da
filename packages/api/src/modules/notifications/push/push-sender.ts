// Delivers 'push' outbox rows: the notification's text and link, encrypted for the subscription with web-push and
// signed with our VAPID keys. The endpoint is checked against the push policy again before each send (rows saved
// before the rule, or a narrowed PUSH_ALLOWED_HOSTS, are never contacted), and the connection goes through an agent
// that refuses private addresses a host name resolves to. A subscription the push service no longer knows
// (404/410) is removed.
import type https from 'node:https';
import webpush from 'web-push';
import type { PushHost } from '../../../config/config';
import type { Database } from '../../../db/client';
import { PermanentDeliveryError } from '../delivery/outbox-worker';
import { RefusedAddressError } from '../../../lib/network-addresses';
import { createPushAgent } from './push-agent';
import { pushPolicy } from './push.policy';
import { pushRepository, type PushTarget } from './push.repository';
import { vapidKeys } from './vapid-keys';

interface PushPayload {
  subscriptionId: number;
  notificationId: number;
}

export interface PushSenderOptions {
  publicUrl: string;
  allowedHosts: PushHost[];
  /** Lets tests reach a local push service with a self-signed certificate. */
  agentOptions?: https.AgentOptions;
}

const PUSH_TITLE = 'Ticket Management System';
const PUSH_TTL_SECONDS = 3600;
const PUSH_TIMEOUT_MS = 10_000;
const GONE_STATUSES = new Set([404, 410]);

const payloadOf = (target: PushTarget) =>
  JSON.stringify({ title: PUSH_TITLE, body: target.text ?? '', url: target.url ?? '/', type: target.type });

export function createPushSender(db: Database, options: PushSenderOptions) {
  const agent = createPushAgent(options.allowedHosts, options.agentOptions);
  const subject = options.publicUrl.startsWith('https://') ? options.publicUrl : 'mailto:no-reply@localhost';

  return async ({ subscriptionId, notificationId }: PushPayload) => {
    const target = await pushRepository.target(db, subscriptionId, notificationId);
    if (!target) return; // unsubscribed since: nothing to deliver
    const problem = pushPolicy.endpointProblem(target.endpoint, options.allowedHosts);
    if (problem) throw new PermanentDeliveryError(`push endpoint outside PUSH_ALLOWED_HOSTS (subscription ${subscriptionId})`);
    const keys = await vapidKeys(db);
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { auth: target.auth, p256dh: target.p256dh } },
        payloadOf(target),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          agent,
        },
      );
    } catch (error) {
      if (error instanceof RefusedAddressError) throw new PermanentDeliveryError(error.message);
      if (GONE_STATUSES.has((error as { statusCode?: number }).statusCode ?? 0)) return pushRepository.delete(db, subscriptionId);
      throw error;
    }
  };
}
