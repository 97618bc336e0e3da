// In-app notifications (docs/product/notifications.md#in-app-notifications): type 0 generic text with optional link,
// 1 ticket updated, 2 ticket assigned; and the browser push subscription a signed-in browser registers
// (docs/product/notifications.md#push).
import { z } from 'zod';
import { isStorableDate, LATEST_DATE_MS } from '../common/database-range';
import { pathId } from '../common/fields';
import { messages } from '../common/messages';

export const NotificationType = { Generic: 0, Updated: 1, Assigned: 2 } as const;
export type NotificationTypeId = (typeof NotificationType)[keyof typeof NotificationType];

export const notification = z.object({
  notificationId: z.number(),
  type: z.number(),
  id: z.number().nullable(),
  text: z.string().nullable(),
  url: z.string().nullable(),
  creationDate: z.string(),
});
export type AppNotification = z.infer<typeof notification>;

/**
 * 'Ver anteriores' (GET notifications/read): the caller's read notifications of the last READ_NOTIFICATIONS_DAYS days,
 * at most READ_NOTIFICATIONS_MAX, newest first.
 */
export const READ_NOTIFICATIONS_DAYS = 30;
export const READ_NOTIFICATIONS_MAX = 100;

/**
 * 'Marcar todas como leídas' (PUT notifications/read-all): every unread notification of the caller, or only those up to
 * `upToId`, the newest the panel showed, so one that arrives meanwhile stays unread.
 */
export const readAllNotificationsInput = z.object({ upToId: pathId.optional() }, { error: messages.badRequest });
export type ReadAllNotificationsInput = z.infer<typeof readAllNotificationsInput>;
/** How many notifications the call marked read. */
export const readAllNotificationsResult = z.object({ count: z.number() });

/** A ticket that opens one live stream (server-sent events) of the session that asked for it, once, within `expiresIn` s. */
export const streamTicket = z.object({ ticket: z.string(), expiresIn: z.number() });

/**
 * The `end` event a live stream (notifications or presence) sends when the server ends it: a newer stream of the
 * same session took its place (`replaced`), the session ended (`session_ended`), or the user may no longer see what
 * the stream tells (`forbidden`).
 */
export const streamEnd = z.object({ reason: z.enum(['replaced', 'session_ended', 'forbidden']) });
export type StreamEndReason = z.infer<typeof streamEnd>['reason'];

export const notificationMessages = {
  pushEndpointInvalid: 'Ingrese una dirección https válida del servicio de notificaciones.',
  pushEndpointNotAllowed: 'El servicio de notificaciones no está permitido.',
  pushEndpointPrivate: 'El servicio de notificaciones no puede estar en una dirección local o privada.',
  pushEndpointTaken: 'La suscripción de notificaciones pertenece a otro usuario.',
  pushExpiration: 'La fecha de expiración no es válida.',
  pushKey: 'La clave de la suscripción no es válida.',
} as const;

const ENDPOINT_MAX = 2000;
const KEY_MAX = 255;
/** Keys arrive as base64 or base64url text. */
const KEY_PATTERN = /^[A-Za-z0-9+/_-]+={0,2}$/;

const subscriptionKey = z
  .string({ error: notificationMessages.pushKey })
  .min(1, notificationMessages.pushKey)
  .max(KEY_MAX, messages.maxLength(KEY_MAX))
  .regex(KEY_PATTERN, notificationMessages.pushKey);

/** The expiration a browser reports: ISO text or epoch milliseconds (a DOMHighResTimeStamp), within what the database stores. */
const expirationMessage = notificationMessages.pushExpiration;
const expiration = z.union(
  [
    z.iso.datetime({ offset: true, error: expirationMessage }).refine(isStorableDate, expirationMessage),
    z.number({ error: expirationMessage }).min(0, expirationMessage).max(LATEST_DATE_MS, expirationMessage),
  ],
  { error: expirationMessage },
);

/** The subscription as the browser's PushSubscription.toJSON() gives it. Which hosts are allowed is the server's rule. */
export const pushSubscriptionInput = z.object(
  {
    Endpoint: z
      .string({ error: notificationMessages.pushEndpointInvalid })
      .max(ENDPOINT_MAX, messages.maxLength(ENDPOINT_MAX))
      .pipe(z.url({ protocol: /^https$/, error: notificationMessages.pushEndpointInvalid })),
    ExpirationDate: expiration.nullish(),
    Auth: subscriptionKey,
    P256dh: subscriptionKey,
  },
  { error: messages.badRequest },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushPublicKey = z.object({ publicKey: z.string() });
export const savedPushSubscription = z.object({ id: z.number() });
