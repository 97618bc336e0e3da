// Wires the outbox worker with its senders: browser push always; mail only with SMTP_URL (until then mails wait in
// the outbox).
import type { AppContext } from '../../../context';
import { createMailSender } from './mail-sender';
import { createPushSender } from '../push/push-sender';
import { createOutboxWorker, type DeliveryHandler, type OutboxWorker } from './outbox-worker';

export function createDelivery(
  ctx: Pick<AppContext, 'db' | 'config'>,
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
  extra: Record<string, DeliveryHandler> = {},
): OutboxWorker {
  const handlers: Record<string, DeliveryHandler> = { push: createPushSender(ctx.db, ctx.config.publicUrl), ...extra };
  if (ctx.config.smtpUrl) handlers.mail = createMailSender(ctx.config.smtpUrl, ctx.config.mailFrom, ctx.config.publicUrl);
  return createOutboxWorker(ctx.db, handlers, log);
}
