// Sends outbox mails through SMTP (SMTP_URL) with nodemailer. Each mail carries a Message-ID made from its outbox
// row, so a mail sent again after a crash (accepted by SMTP, not yet marked sent) is recognisably the same message
// and mail clients show it once.
import nodemailer from 'nodemailer';
import { renderMail, type MailMessage } from '../../../lib/outbox';
import type { OutboxRow } from './outbox-worker';

/** The same for every send of one outbox row, and unique across databases (the row's creation time is in it). */
export const outboxMessageId = (row: Pick<OutboxRow, 'id' | 'createdDate'>, publicUrl: string) =>
  `<outbox.${row.id}.${new Date(row.createdDate).getTime().toString(36)}@${new URL(publicUrl).hostname}>`;

export function createMailSender(smtpUrl: string, from: string, publicUrl: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail: MailMessage, row: OutboxRow) => {
    const message = renderMail(mail, publicUrl);
    await transport.sendMail({ from, messageId: outboxMessageId(row, publicUrl), ...message });
  };
}
