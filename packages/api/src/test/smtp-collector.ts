// A throw-away SMTP server for the tests that read the mail we send: accepts every mail on 127.0.0.1 and keeps each
// one's raw text, so a test can read the headers and the links we send and answer the mail as a person would.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../config/config';
import type { TestApp } from './test-app';
import { useBeforeAll } from './use-before-all';
import { createDelivery } from '../modules/notifications';

export interface SmtpCollector {
  url: string;
  /** The raw mails received, in order. */
  received: string[];
  close(): Promise<void>;
}

export async function startSmtpCollector(): Promise<SmtpCollector> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The outbox delivered to a throw-away SMTP server, for tests that read the mails we send and answer them. Call it
 * before the test app, so the server starts before the app and stops after it; `t` is read when a mail is delivered.
 */
export function useOutboxDelivery(t: () => Pick<TestApp, 'database'>, publicUrl: string) {
  const smtp = useBeforeAll(startSmtpCollector, (collector) => collector.close());
  const silent = { warn() {}, error() {} };
  return {
    /** The raw mails received so far, in order. */
    received: () => smtp().received,
    /** Delivers the outbox through SMTP and answers the mails sent meanwhile, parsed. */
    deliver: async (): Promise<ParsedMail[]> => {
      const before = smtp().received.length;
      const config = loadConfig({ SMTP_URL: smtp().url, PUBLIC_URL: publicUrl, MAIL_FROM: 'Mesa de ayuda <mesa@example.com>' });
      await createDelivery({ db: t().database.handle.db, config }, silent).runOnce();
      return Promise.all(
        smtp()
          .received.slice(before)
          .map((raw) => simpleParser(raw)),
      );
    },
  };
}
