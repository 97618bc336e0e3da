// The mail server of the browser journeys (playwright.config.ts starts it beside the app): accepts every mail on
// 127.0.0.1:E2E_SMTP_PORT and writes each one, parsed, as a JSON file {to, subject, text} into E2E_MAIL_DIR, where a
// journey reads the mail a person would receive (e2e/support/mails.ts). It runs until it is stopped.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const directory = process.env.E2E_MAIL_DIR;
if (!port || !directory) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR are required');
fs.mkdirSync(directory, { recursive: true });
let received = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received += 1;
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        const file = path.join(directory, `${String(received).padStart(6, '0')}.json`);
        fs.writeFileSync(file, JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '' }));
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
server.listen(port, '127.0.0.1');
