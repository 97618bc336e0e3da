// Wires the outbox worker with its senders: browser push always; mail only with SMTP_URL (until then mails wait in
// the outbox), answered to the mailbox of the e-mail channel when one is read, with the recipient's reply token.
import type { AppContext } from '../../../context';
import { OutboxKind } from '../../../lib/outbox';
import { replyMarkLookup } from '../../channels';
import { createMailSender } from './mail-sender';
import { replyAddressLookup } from './reply-address';
import { createPushSender } from '../push/push-sender';
import { createOutboxWorker, type DeliveryHandler, type OutboxWorker } from './outbox-worker';

export function createDelivery(
  ctx: Pick<AppContext, 'db' | 'config'>,
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
  extra: Record<string, DeliveryHandler> = {},
): OutboxWorker {
  const { config } = ctx;
  const push = createPushSender(ctx.db, { publicUrl: config.publicUrl, allowedHosts: config.pushAllowedHosts });
  const handlers: Record<string, DeliveryHandler> = { [OutboxKind.Push]: push, ...extra };
  if (config.smtpUrl) {
    const replyAddress = replyAddressLookup(ctx.db);
    const replyMark = replyMarkLookup(ctx.db);
    handlers[OutboxKind.Mail] = createMailSender(config.smtpUrl, config.mailFrom, config.publicUrl, replyAddress, replyMark);
  }
  return createOutboxWorker(ctx.db, handlers, log);
}
