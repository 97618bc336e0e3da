// The mails the app sent during the journeys, as the journeys' mail server wrote them (playwright.config.ts,
// packages/api/src/test/mail-sink-process.ts): a journey waits for the mail a person would receive and reads it.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

function receivedMails(): ReceivedMail[] {
  const directory = process.env.E2E_MAIL_DIR!;
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(directory, file), 'utf8')) as ReceivedMail);
}

/** The mail to `address` whose subject is `subject`, once it has arrived. */
export async function mailTo(address: string, subject: string): Promise<ReceivedMail> {
  const find = () => receivedMails().find((mail) => mail.to.includes(address) && mail.subject === subject);
  await expect.poll(() => find() !== undefined, { message: `a mail to ${address}: ${subject}`, timeout: 30_000 }).toBe(true);
  return find()!;
}
