// Both sides of the e-mail channel agree (docs/product/notifications.md#mail,
// docs/product/channels.md#a-mail-becomes-a-ticket-or-a-message): a notification about a ticket carries `[#id]`, a
// Message-ID naming the ticket, References to the ticket's thread, Reply-To the mailbox and the loop header; an answer
// naming that mail only by In-Reply-To becomes a message of the ticket. The automatic answer to an unknown sender says
// it is one, and coming back to the mailbox it is recognised as ours.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { InboundMailOutcome, LOOP_HEADER, TicketOrigin, channelMessages, ticketThreadRoot } from '@tms/contracts';
import { outbox, workItemDiscussions } from '../../../db/schema';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { mailboxesRepository } from '../mailboxes/mailboxes.repository';
import { loadSecretBox } from '../../../lib/secret-box';
import { addTestMailbox, demoDefaults } from '../testing/demo-catalogue';
import { useDovecot } from '../testing/dovecot-server';
import { useOutboxDelivery } from '../../../test/smtp-collector';
import { readMailboxOnce } from './mailbox-reader';

const inbox = { userName: 'soporte@example.com', password: 'Soporte123!' };
const PUBLIC_URL = 'https://help.example.com';

const addressOf = (field: ParsedMail['to']) => [field].flat()[0]?.value[0]?.address ?? '';

describe('mails sent and mails answered', () => {
  // The mail servers start before the app and stop after it.
  const server = useDovecot([inbox]);
  const smtp = useOutboxDelivery(() => t, PUBLIC_URL);
  const t = useTestApp();
  let admin: TestClient;
  let mailboxId: number;

  const read = async () => {
    const account = (await mailboxesRepository.account(t.database.handle.db, mailboxId))!;
    return readMailboxOnce(t.app.ctx, await loadSecretBox(t.database.handle.db, undefined), account, t.app.log);
  };
  const deliver = smtp.deliver;
  const lastMail = async () => (await admin.get(`/api/mailboxes/${mailboxId}/mails`)).body.data[0];

  beforeAll(async () => {
    admin = await t.as('admin');
    mailboxId = await addTestMailbox(admin, t.database.handle.db, server, inbox);
  }, 60_000);

  it('threads a notification under its ticket, and an answer naming it by In-Reply-To becomes a message of it', async () => {
    await t.database.handle.db.delete(outbox);
    const { categoryId, subCategoryId } = await demoDefaults(t.database.handle.db);
    const cliente = await t.as('cliente');
    const ticket = (
      await cliente.post('/api/workitems', {
        subject: 'Fotocopiadora',
        detail: '<p>x</p>',
        categoryId,
        subCategoryId,
        severityId: 1,
      })
    ).body.data;
    const [assigned] = await deliver();
    expect(assigned.subject).toContain(`[#${ticket.id}]`);
    expect(assigned.messageId).toMatch(
      new RegExp(`^<tms\\.ticket-${ticket.id}\\.[0-9a-z.]+\\.u\\d+-[0-9a-f]{32}@help\\.example\\.com>$`),
    );
    const root = ticketThreadRoot(ticket.id, 'help.example.com');
    expect(assigned.inReplyTo).toBe(root);
    expect([assigned.references].flat()).toEqual([root]);
    expect(addressOf(assigned.replyTo)).toBe(inbox.userName);
    expect(assigned.headers.get('auto-submitted')).toBe('auto-generated');
    expect(assigned.headers.get(LOOP_HEADER.toLowerCase())).toBe('help.example.com');

    const agent = addressOf(assigned.to);
    await server.deliver(
      inbox,
      `Message-ID: <respuesta.${Date.now()}@example.com>\r\nFrom: ${agent}\r\nTo: ${inbox.userName}\r\n` +
        `Subject: Re: sin número\r\nIn-Reply-To: ${assigned.messageId}\r\nReferences: ${root} ${assigned.messageId}\r\n` +
        `Content-Type: text/plain; charset=utf-8\r\n\r\nVoy en camino.\r\n`,
    );
    expect(await read()).toBe(1);
    expect(await lastMail()).toMatchObject({ outcome: InboundMailOutcome.Message, ticketId: ticket.id });
    const messages = await t.database.handle.db
      .select()
      .from(workItemDiscussions)
      .where(eq(workItemDiscussions.workItemId, ticket.id));
    expect(messages).toEqual([expect.objectContaining({ message: '<p>Voy en camino.</p>', origin: TicketOrigin.Mail })]);
  });

  it('sends the automatic answer as one, under the mail it answers, and ignores it when it comes back', async () => {
    await t.database.handle.db.delete(outbox);
    const asked = `<pregunta.${Date.now()}@otro.com>`;
    await server.deliver(
      inbox,
      `Message-ID: ${asked}\r\nFrom: extrano@otro.com\r\nTo: ${inbox.userName}\r\nSubject: Cotización\r\n\r\nHola\r\n`,
    );
    await read();
    const [answer] = await deliver();
    expect(addressOf(answer.to)).toBe('extrano@otro.com');
    expect(answer.headers.get('auto-submitted')).toBe('auto-replied');
    expect(answer.headers.get(LOOP_HEADER.toLowerCase())).toBe('help.example.com');
    expect(answer.inReplyTo).toBe(asked);
    expect(answer.subject).toBe(channelMessages.autoAnswerSubject('Cotización'));
    // A forwarding rule sends it back to the mailbox: the loop header names it ours.
    await server.deliver(inbox, smtp.received().at(-1)!);
    await read();
    expect(await lastMail()).toMatchObject({ outcome: InboundMailOutcome.Ignored, reason: channelMessages.ownMail });
  });
});
