// Sends outbox mails through SMTP (SMTP_URL) with nodemailer.
import nodemailer from 'nodemailer';
import { renderMail, type MailMessage } from '../../../lib/outbox';

export function createMailSender(smtpUrl: string, from: string, publicUrl: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail: MailMessage) => {
    const message = renderMail(mail, publicUrl);
    await transport.sendMail({ from, ...message });
  };
}
