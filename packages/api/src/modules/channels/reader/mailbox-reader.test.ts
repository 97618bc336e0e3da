import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer';
import { InboundMailOutcome, TicketOrigin, channelMessages } from '@tms/contracts';
import {
  attachmentConfigs,
  inboundMails,
  outbox,
  settings,
  subCategoryAttachmentConfigs,
  workItemAttachments,
  workItemDiscussions,
  workItemHistory,
  workItems,
} from '../../../db/schema';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { addTestMailbox, demoDefaults } from '../testing/demo-catalogue';
import { useDovecot } from '../testing/dovecot-server';
import { mailboxesRepository } from '../mailboxes/mailboxes.repository';
import { loadSecretBox, type SecretBox } from '../../../lib/secret-box';
import { createInboundMailProcessor } from './inbound-mail-processor';
import { readMailboxOnce } from './mailbox-reader';

const inbox = { userName: 'soporte@example.com', password: 'Soporte123!' };
let sequence = 0;

function mail(headers: Record<string, string>, body = 'La impresora del piso 2 no imprime.'): string {
  sequence += 1;
  const all = { 'Message-ID': `<m${sequence}.${Date.now()}@example.com>`, To: inbox.userName, Subject: 'Impresora', ...headers };
  return `${Object.entries(all)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n`;
}

/** A multipart mail as a mail client writes it (nodemailer's composer). */
const composed = (options: ConstructorParameters<typeof MailComposer>[0]) => {
  sequence += 1;
  return new MailComposer({ messageId: `<c${sequence}.${Date.now()}@example.com>`, to: inbox.userName, ...options })
    .compile()
    .build();
};
/** The smallest PNG: one transparent pixel. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const MB = 1024 * 1024;

describe('the mailbox reader', () => {
  const server = useDovecot([inbox]);
  const t = useTestApp();
  let admin: TestClient;
  let box: SecretBox;
  let mailboxId: number;

  const read = async () => {
    const account = (await mailboxesRepository.account(t.database.handle.db, mailboxId))!;
    return readMailboxOnce(t.app.ctx, box, account, t.app.log);
  };
  const mails = async () => (await admin.get(`/api/mailboxes/${mailboxId}/mails`)).body.data as Array<Record<string, unknown>>;
  const ticketsBy = (subject: string) => t.database.handle.db.select().from(workItems).where(eq(workItems.subject, subject));
  const discussionsOf = (ticketId: number) =>
    t.database.handle.db.select().from(workItemDiscussions).where(eq(workItemDiscussions.workItemId, ticketId));

  beforeAll(async () => {
    admin = await t.as('admin');
    mailboxId = await addTestMailbox(admin, t.database.handle.db, server, inbox);
    box = await loadSecretBox(t.database.handle.db, undefined);
  }, 60_000);

  it('the connection test succeeds against the real server', async () => {
    const answer = await admin.post('/api/mailboxes/test', {
      host: server.host,
      port: server.port,
      secure: false,
      userName: inbox.userName,
      mailboxId,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ ok: true, message: channelMessages.connectionOk });
  });

  it('turns a mail from a known user into one ticket, routed, and marks it seen; a second read changes nothing', async () => {
    await server.deliver(inbox, mail({ From: 'Cliente <CLIENTE@example.com>', Subject: 'Re: Tóner agotado' }));
    expect(await read()).toBe(1);
    const [ticket] = await ticketsBy('Tóner agotado');
    expect(ticket).toMatchObject({ createdBy: expect.any(Number), statusId: 1 });
    expect(ticket.assignedTo).not.toBeNull();
    expect(ticket.detail).toContain('La impresora del piso 2 no imprime.');
    expect((await mails())[0]).toMatchObject({
      outcome: InboundMailOutcome.Ticket,
      ticketId: ticket.id,
      fromAddress: 'cliente@example.com',
    });
    expect((await server.flags(inbox)).at(-1)).toContain('\\Seen');
    expect(await read()).toBe(0);
    expect(await ticketsBy('Tóner agotado')).toHaveLength(1);
  });

  it('never makes two tickets of a mail read again after a crash before it was marked seen', async () => {
    const raw = mail({ From: 'cliente@example.com', Subject: 'Sin papel' });
    const account = (await mailboxesRepository.account(t.database.handle.db, mailboxId))!;
    const messageId = /Message-ID: (.+)\r\n/.exec(raw)![1];
    // The first process made the ticket and stopped before marking the mail seen.
    await createInboundMailProcessor(t.app.ctx).process(account, { messageId, source: Buffer.from(raw) });
    await server.deliver(inbox, raw);
    expect(await read()).toBe(1);
    expect(await ticketsBy('Sin papel')).toHaveLength(1);
    expect((await server.flags(inbox)).at(-1)).toContain('\\Seen');
    // The same mail read again is no news: nothing else is recorded about it.
    expect((await mails()).filter((m) => m.reason === channelMessages.repeatedMessageId)).toEqual([]);
  });

  it('records a mail reusing an earlier Message-ID apart, as repeated, and acts on it never', async () => {
    const first = mail({ From: 'cliente@example.com', Subject: 'Primero' });
    const messageId = /Message-ID: (.+)\r\n/.exec(first)![1];
    await server.deliver(inbox, first);
    await read();
    const reuse = mail({ From: 'supervisor@example.com', Subject: 'Reutiliza', 'Message-ID': messageId });
    await server.deliver(inbox, reuse);
    await server.deliver(inbox, reuse);
    expect(await read()).toBe(2);
    const [repeated, original] = await mails();
    expect(original).toMatchObject({ messageId, outcome: InboundMailOutcome.Ticket });
    expect(repeated).toMatchObject({
      messageId: expect.stringMatching(new RegExp(`^${messageId.replace(/[.$<>]/g, '\\$&')}#[0-9a-f]{16}$`)),
      outcome: InboundMailOutcome.Ignored,
      reason: channelMessages.repeatedMessageId,
      fromAddress: 'supervisor@example.com',
      subject: 'Reutiliza',
    });
    // The second copy of the reusing mail is the same mail again: recorded once.
    expect((await mails()).filter((m) => m.reason === channelMessages.repeatedMessageId)).toHaveLength(1);
    expect(await ticketsBy('Reutiliza')).toHaveLength(0);
    expect(await ticketsBy('Primero')).toHaveLength(1);
  });

  it('answers an unknown sender once a day and makes no ticket', async () => {
    await server.deliver(inbox, mail({ From: 'desconocido@otro.com', Subject: 'Hola uno' }));
    await server.deliver(inbox, mail({ From: 'desconocido@otro.com', Subject: 'Hola dos' }));
    expect(await read()).toBe(2);
    const queued = await t.database.handle.db.select().from(outbox);
    expect(queued.filter((row) => JSON.stringify(row.payload).includes('desconocido@otro.com'))).toHaveLength(1);
    expect((await ticketsBy('Hola uno')).length + (await ticketsBy('Hola dos')).length).toBe(0);
    const [second, first] = await mails();
    expect(first).toMatchObject({ outcome: InboundMailOutcome.AutoAnswered });
    expect(second).toMatchObject({ outcome: InboundMailOutcome.Ignored, reason: channelMessages.unknownSenderAgain });
  });

  it('ignores auto-replies, bounces, bulk mail and its own mails', async () => {
    const ignored: Record<string, string>[] = [
      { From: 'cliente@example.com', 'Auto-Submitted': 'auto-replied', Subject: 'Fuera de la oficina' },
      { From: 'MAILER-DAEMON@example.com', Subject: 'Undelivered Mail' },
      { From: 'cliente@example.com', Precedence: 'bulk', Subject: 'Boletín' },
      { From: 'cliente@example.com', 'X-TMS-Loop': 'yes', Subject: 'Bucle' },
      { From: inbox.userName, Subject: 'Propio' },
    ];
    for (const headers of ignored) await server.deliver(inbox, mail(headers));
    expect(await read()).toBe(ignored.length);
    const recorded = (await mails()).slice(0, ignored.length);
    expect(recorded.map((m) => m.outcome)).toEqual(ignored.map(() => InboundMailOutcome.Ignored));
    for (const headers of ignored) expect(await ticketsBy(headers.Subject)).toHaveLength(0);
  });

  it('records a malformed mail as failed and goes on with the next one', async () => {
    const hugeHeaders = mail({ From: 'cliente@example.com', Subject: 'Encabezados', 'X-Relleno': 'x'.repeat(300 * 1024) });
    await server.deliver(inbox, hugeHeaders);
    await server.deliver(inbox, mail({ Subject: 'Sin remitente' }));
    await server.deliver(inbox, mail({ From: 'cliente@example.com', Subject: 'Después del malo' }));
    expect(await read()).toBe(3);
    const [after, noSender, huge] = await mails();
    expect(huge).toMatchObject({ outcome: InboundMailOutcome.Failed, reason: channelMessages.headersTooLarge });
    expect(noSender).toMatchObject({ outcome: InboundMailOutcome.Failed, reason: channelMessages.noSender });
    expect(after).toMatchObject({ outcome: InboundMailOutcome.Ticket });
  });

  it('turns a reply into a discussion message of the ticket, without the quoted history', async () => {
    await server.deliver(inbox, mail({ From: 'cliente@example.com', Subject: 'Monitor roto' }));
    await read();
    const [ticket] = await ticketsBy('Monitor roto');
    const body = `Ya lo reinicié y sigue igual.\r\n\r\nEl lun, 1 ene 2026 a las 10:00, Soporte escribió:\r\n> Texto anterior`;
    await server.deliver(inbox, mail({ From: 'cliente@example.com', Subject: `Re: [#${ticket.id}] Monitor roto` }, body));
    await read();
    const messages = await t.database.handle.db
      .select()
      .from(workItemDiscussions)
      .where(eq(workItemDiscussions.workItemId, ticket.id));
    expect(messages.map((m) => m.message)).toEqual(['<p>Ya lo reinicié y sigue igual.</p>']);
    expect(messages[0].origin).toBe(TicketOrigin.Mail);
    // The API says where the ticket and the message came from; a ticket made in the app says nothing.
    const cliente = await t.as('cliente');
    expect((await cliente.get(`/api/workitems/${ticket.id}`)).body.data.discussions).toEqual([
      expect.objectContaining({ message: '<p>Ya lo reinicié y sigue igual.</p>', origin: TicketOrigin.Mail }),
    ]);
    const history = (await cliente.get(`/api/workitems/${ticket.id}/history`)).body.data as Array<Record<string, unknown>>;
    expect(history.at(-1)).toMatchObject({ action: 'add', origin: TicketOrigin.Mail });
    const defaults = await demoDefaults(t.database.handle.db);
    const inApp = await cliente.post('/api/workitems', {
      subject: 'Hecho en la aplicación',
      detail: '<p>x</p>',
      categoryId: defaults.categoryId,
      subCategoryId: defaults.subCategoryId,
      severityId: 1,
    });
    const appHistory = await cliente.get(`/api/workitems/${inApp.body.data.id}/history`);
    expect(appHistory.body.data).toEqual([expect.objectContaining({ action: 'add', origin: null })]);
    expect((await mails())[0]).toMatchObject({ outcome: InboundMailOutcome.Message, ticketId: ticket.id });
    expect(await ticketsBy('Monitor roto')).toHaveLength(1);
  });

  it('treats a reply naming a ticket the sender may not see as a new mail', async () => {
    await server.deliver(inbox, mail({ From: 'agente@example.com', Subject: 'Ticket interno' }));
    await read();
    const [internal] = await ticketsBy('Ticket interno');
    await server.deliver(inbox, mail({ From: 'proveedor@example.com', Subject: `Re: [#${internal.id}] Ajeno` }));
    await read();
    expect((await mails())[0]).not.toMatchObject({ outcome: InboundMailOutcome.Message });
    const notes = await t.database.handle.db
      .select()
      .from(workItemDiscussions)
      .where(eq(workItemDiscussions.workItemId, internal.id));
    expect(notes).toHaveLength(0);
  });

  it('leaves no ticket and no record when its transaction fails, and makes the ticket once at the next read', async () => {
    const db = t.database.handle.db;
    // A real failure inside the transaction, after the ticket was written: recording the outcome is refused.
    await db.execute(sql`CREATE FUNCTION refuse_mail_record() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.subject = 'Falla a medias' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_mail_record BEFORE UPDATE ON inbound_mails
      FOR EACH ROW EXECUTE FUNCTION refuse_mail_record()`);
    await server.deliver(inbox, mail({ From: 'cliente@example.com', Subject: 'Falla a medias' }));
    try {
      expect(await read()).toBe(1);
      expect(await ticketsBy('Falla a medias')).toHaveLength(0);
      expect(await db.select().from(inboundMails).where(eq(inboundMails.subject, 'Falla a medias'))).toHaveLength(0);
      expect((await server.flags(inbox)).at(-1)).not.toContain('\\Seen');
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_mail_record ON inbound_mails`);
      await db.execute(sql`DROP FUNCTION refuse_mail_record()`);
    }
    expect(await read()).toBe(1);
    const [ticket] = await ticketsBy('Falla a medias');
    expect((await mails())[0]).toMatchObject({ outcome: InboundMailOutcome.Ticket, ticketId: ticket.id });
    expect((await server.flags(inbox)).at(-1)).toContain('\\Seen');
    expect(await read()).toBe(0);
    expect(await ticketsBy('Falla a medias')).toHaveLength(1);
  });

  it('keeps inline images, attaches the files the rules allow and names each refused file in a note', async () => {
    const db = t.database.handle.db;
    const defaults = await demoDefaults(db);
    const [pdfRule] = await db.select().from(attachmentConfigs).where(eq(attachmentConfigs.fileExt, 'pdf'));
    await db
      .insert(subCategoryAttachmentConfigs)
      .values({ attachmentConfigId: pdfRule.id, subCategoryId: defaults.subCategoryId });
    await db.update(settings).set({ detail: '1' }).where(eq(settings.code, 'FileAttachmentSize'));
    try {
      await server.deliver(
        inbox,
        await composed({
          from: 'cliente@example.com',
          subject: 'Factura con imagen',
          html: '<p>Vea la pantalla:</p><img src="cid:pantalla@cliente"><script>alert(1)</script>',
          attachments: [
            { filename: 'pantalla.png', content: PIXEL, contentType: 'image/png', cid: 'pantalla@cliente' },
            { filename: 'factura.pdf', content: Buffer.from('%PDF-1.4 factura'), contentType: 'application/pdf' },
            { filename: 'programa.exe', content: Buffer.from('MZ'), contentType: 'application/octet-stream' },
            { filename: 'escaneo.pdf', content: Buffer.alloc(Math.round(1.5 * MB), 1), contentType: 'application/pdf' },
          ],
        }),
      );
      expect(await read()).toBe(1);
    } finally {
      await db.update(settings).set({ detail: '10' }).where(eq(settings.code, 'FileAttachmentSize'));
      await db
        .delete(subCategoryAttachmentConfigs)
        .where(
          and(
            eq(subCategoryAttachmentConfigs.attachmentConfigId, pdfRule.id),
            eq(subCategoryAttachmentConfigs.subCategoryId, defaults.subCategoryId),
          ),
        );
    }
    const [ticket] = await ticketsBy('Factura con imagen');
    expect(ticket.detail).toMatch(/^<p>Vea la pantalla:<\/p><img src="\/api\/images\/[a-f0-9]{32}\.png" \/>$/);
    const image = await admin.raw(/src="([^"]+)"/.exec(ticket.detail)![1]);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PIXEL)).toBe(true);
    const files = await db.select().from(workItemAttachments).where(eq(workItemAttachments.workItemId, ticket.id));
    expect(files.map((f) => [f.name, f.isTemp])).toEqual([['factura.pdf', false]]);
    const [note] = await discussionsOf(ticket.id);
    expect(note.message).toBe(
      `<p>${channelMessages.refusedAttachments([
        channelMessages.attachmentAgainstRules('programa.exe'),
        channelMessages.attachmentTooLarge('escaneo.pdf', 1),
      ])}</p>`,
    );
    const [created] = await db.select().from(workItemHistory).where(eq(workItemHistory.workItemId, ticket.id));
    expect(created).toMatchObject({ action: 'add', origin: TicketOrigin.Mail });
  });

  it("adds a reply's files to the ticket and its inline images to the message", async () => {
    await server.deliver(inbox, mail({ From: 'cliente@example.com', Subject: 'Escáner atascado' }));
    await read();
    const [ticket] = await ticketsBy('Escáner atascado');
    await server.deliver(
      inbox,
      await composed({
        from: 'cliente@example.com',
        subject: `Re: [#${ticket.id}] Escáner atascado`,
        html: '<p>Así se ve:</p><img src="cid:foto">',
        attachments: [
          { filename: 'foto.png', content: PIXEL, contentType: 'image/png', cid: 'foto' },
          { filename: 'bitacora.txt', content: Buffer.from('error 42'), contentType: 'text/plain' },
        ],
      }),
    );
    await read();
    const [message] = await discussionsOf(ticket.id);
    expect(message.message).toMatch(/^<p>Así se ve:<\/p><img src="\/api\/images\/[a-f0-9]{32}\.png" \/>$/);
    const db = t.database.handle.db;
    const files = await db.select().from(workItemAttachments).where(eq(workItemAttachments.workItemId, ticket.id));
    expect(files.map((f) => f.name)).toEqual(['bitacora.txt']);
  });
});
