// A mail answering a merged ticket lands on the ticket it was merged into (docs/product/self-service.md#merge,
// docs/product/channels.md#a-mail-becomes-a-ticket-or-a-message): the mail names the merged ticket in its subject, and
// becomes a message of the target from its sender, recorded with the target's number.
import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { InboundMailOutcome, TicketOrigin } from '@tms/contracts';
import { workItemDiscussions } from '../../../db/schema';
import { createdTicketId } from '../../../test/ticket-bodies';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { mailboxesRepository } from '../mailboxes/mailboxes.repository';
import { addTestMailbox } from '../testing/demo-catalogue';
import { createInboundMailProcessor } from './inbound-mail-processor';

const inbox = { userName: 'soporte@example.com', password: 'Soporte123!' };
/** The mails are handed to the processor directly: the mailbox's server is never reached. */
const unusedServer = { host: '127.0.0.1', port: 1 };

describe('mail answering a merged ticket', () => {
  const t = useTestApp();
  let agente: TestClient;
  let cliente: TestClient;
  let mailboxId: number;

  beforeAll(async () => {
    const admin = await t.as('admin');
    [agente, cliente] = await Promise.all([t.as('agente'), t.as('cliente')]);
    mailboxId = await addTestMailbox(admin, t.database.handle.db, unusedServer, inbox);
  });

  const receive = async (messageId: string, subject: string, body: string) => {
    const account = (await mailboxesRepository.account(t.database.handle.db, mailboxId))!;
    const source =
      `Message-ID: ${messageId}\r\nFrom: cliente@example.com\r\nTo: ${inbox.userName}\r\nSubject: ${subject}\r\n` +
      `Content-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n`;
    return createInboundMailProcessor(t.app.ctx).process(account, { messageId, source: Buffer.from(source) });
  };

  it('becomes a message of the target, by the sender, when it names the merged ticket', async () => {
    const sourceId = await createdTicketId(cliente, 'No abre el correo');
    const targetId = await createdTicketId(agente, 'Falla general de correo');
    const merged = await agente.post(`/api/workitems/${sourceId}/merge`, { targetId });
    expect(merged.statusCode, JSON.stringify(merged.body)).toBe(200);

    const outcome = await receive(
      `<respuesta.${Date.now()}@example.com>`,
      `Re: [#${sourceId}] No abre el correo`,
      'Sigue igual.',
    );
    expect(outcome).toMatchObject({ outcome: InboundMailOutcome.Message, ticketId: targetId });
    const [newest] = await t.database.handle.db
      .select()
      .from(workItemDiscussions)
      .where(eq(workItemDiscussions.workItemId, targetId))
      .orderBy(desc(workItemDiscussions.order))
      .limit(1);
    expect(newest).toMatchObject({ message: '<p>Sigue igual.</p>', origin: TicketOrigin.Mail });
    const sourceMessages = await t.database.handle.db
      .select()
      .from(workItemDiscussions)
      .where(eq(workItemDiscussions.workItemId, sourceId));
    expect(sourceMessages).toEqual([]);
  });
});
