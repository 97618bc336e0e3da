// Who a mail may act as (docs/product/channels.md#who-sent-a-mail): a forged From never posts as a user or creates a
// ticket as one. Trusted are a mail whose receiving server's Authentication-Results (the topmost header with the
// mailbox's authserv-id) passes for the From domain, and an answer carrying the reply token our notification mail gave
// that very user; anything else from a user's address gets the automatic answer and nothing more.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { InboundMailOutcome, SenderCheck, channelMessages } from '@tms/contracts';
import { outbox, workItemDiscussions, workItems } from '../../../db/schema';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { mailboxesRepository } from '../mailboxes/mailboxes.repository';
import { loadSecretBox } from '../../../lib/secret-box';
import { addTestMailbox, demoDefaults } from '../testing/demo-catalogue';
import { useDovecot, type DovecotUser } from '../testing/dovecot-server';
import { useOutboxDelivery } from '../../../test/smtp-collector';
import { authenticatedSender } from './authentication-results';
import { readMailboxOnce } from './mailbox-reader';

const AUTHSERV_ID = 'mx.ayuda.example';
const checked = { userName: 'verificado@ayuda.example', password: 'Verificado1!' };
const repliesOnly = { userName: 'respuestas@ayuda.example', password: 'Respuestas1!' };
const PUBLIC_URL = 'https://help.example.com';
let sequence = 0;

/** A raw mail; `headers` come first, in order, as the receiving server and then the sender wrote them. */
function rawMail(to: DovecotUser, headers: [string, string][], body = 'Texto del correo.'): string {
  sequence += 1;
  const all: [string, string][] = [...headers, ['Message-ID', `<t${sequence}.${Date.now()}@example.com>`], ['To', to.userName]];
  return `${all.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n`;
}

const passing = (domain: string) =>
  `${AUTHSERV_ID}; spf=pass smtp.mailfrom=alguien@${domain}; dkim=pass header.d=${domain}; dmarc=pass header.from=${domain}`;
const failing = (domain: string) => `${AUTHSERV_ID}; spf=fail smtp.mailfrom=alguien@${domain}; dmarc=fail header.from=${domain}`;

describe('the sender check of a mailbox', () => {
  const server = useDovecot([checked, repliesOnly]);
  const { deliver: deliverOutbox } = useOutboxDelivery(() => t, PUBLIC_URL);
  const t = useTestApp();
  let admin: TestClient;
  const mailboxIds = new Map<DovecotUser, number>();

  beforeAll(async () => {
    admin = await t.as('admin');
    const db = t.database.handle.db;
    const byResults = { senderCheck: SenderCheck.AuthenticationResults, authservId: AUTHSERV_ID };
    mailboxIds.set(checked, await addTestMailbox(admin, db, server, checked, 'Verificado', byResults));
    mailboxIds.set(
      repliesOnly,
      await addTestMailbox(admin, db, server, repliesOnly, 'Respuestas', { senderCheck: 'reply-token' }),
    );
  }, 60_000);

  /** Delivers the raw mail to the mailbox of `to`, reads it, and answers what was recorded of it. */
  async function receive(to: DovecotUser, raw: string) {
    await server.deliver(to, raw);
    const db = t.database.handle.db;
    const account = (await mailboxesRepository.account(db, mailboxIds.get(to)!))!;
    expect(await readMailboxOnce(t.app.ctx, await loadSecretBox(db, undefined), account, t.app.log)).toBe(1);
    return (await admin.get(`/api/mailboxes/${account.id}/mails`)).body.data[0] as Record<string, unknown>;
  }
  const ticketsBy = (subject: string) => t.database.handle.db.select().from(workItems).where(eq(workItems.subject, subject));
  const messagesOf = (ticketId: number) =>
    t.database.handle.db.select().from(workItemDiscussions).where(eq(workItemDiscussions.workItemId, ticketId));
  async function internalTicket(subject: string): Promise<number> {
    const { categoryId, subCategoryId } = await demoDefaults(t.database.handle.db);
    const agente = await t.as('agente');
    const body = { subject, detail: '<p>x</p>', categoryId, subCategoryId, severityId: 1 };
    return (await agente.post('/api/workitems', body)).body.data.id;
  }
  const unverified = [channelMessages.unverifiedSender, channelMessages.unverifiedSenderAgain];

  it("refuses a forged supervisor's reply: nothing is posted, the address gets the automatic answer", async () => {
    const ticketId = await internalTicket('Servidor caído');
    await t.database.handle.db.delete(outbox);
    for (const to of [checked, repliesOnly]) {
      const recorded = await receive(
        to,
        rawMail(to, [
          ['From', 'Supervisor <supervisor@example.com>'],
          ['Subject', `Re: [#${ticketId}] Servidor caído`],
        ]),
      );
      expect(unverified).toContain(recorded.reason);
    }
    expect(await messagesOf(ticketId)).toEqual([]);
    const [answer] = await deliverOutbox();
    expect([answer.to].flat()[0]?.value[0]?.address).toBe('supervisor@example.com');
    expect(answer.text).toContain(channelMessages.unverifiedAnswerText);
  });

  it("refuses a forged client's new ticket, with no result or with the receiving server's failing one", async () => {
    const plain = await receive(
      checked,
      rawMail(checked, [
        ['From', 'cliente@example.com'],
        ['Subject', 'Falso uno'],
      ]),
    );
    const failed = await receive(
      checked,
      rawMail(checked, [
        ['Authentication-Results', failing('example.com')],
        ['From', 'cliente@example.com'],
        ['Subject', 'Falso dos'],
      ]),
    );
    for (const recorded of [plain, failed]) expect(unverified).toContain(recorded.reason);
    expect([...(await ticketsBy('Falso uno')), ...(await ticketsBy('Falso dos'))]).toEqual([]);
  });

  it("never trusts a passing header the sender wrote below the receiving server's own", async () => {
    const recorded = await receive(
      checked,
      rawMail(checked, [
        ['Authentication-Results', failing('example.com')],
        ['Received', 'from atacante.example (atacante.example [203.0.113.9]) by mx.ayuda.example'],
        ['Authentication-Results', passing('example.com')],
        ['From', 'cliente@example.com'],
        ['Subject', 'Encabezado falso'],
      ]),
    );
    expect(unverified).toContain(recorded.reason);
    expect(await ticketsBy('Encabezado falso')).toEqual([]);
    // Nor one naming another server, even on top.
    const other = await receive(
      checked,
      rawMail(checked, [
        ['Authentication-Results', passing('example.com').replace(AUTHSERV_ID, 'relay.otro.example')],
        ['From', 'cliente@example.com'],
        ['Subject', 'Otro servidor'],
      ]),
    );
    expect(unverified).toContain(other.reason);
  });

  it("accepts a mail the receiving server vouches for, as a new ticket and as a reply, but not in 'reply token' mode", async () => {
    const headers = (subject: string): [string, string][] => [
      ['Authentication-Results', passing('example.com')],
      ['From', 'cliente@example.com'],
      ['Subject', subject],
    ];
    const created = await receive(checked, rawMail(checked, headers('Proyector sin imagen')));
    const [ticket] = await ticketsBy('Proyector sin imagen');
    expect(created).toMatchObject({ outcome: InboundMailOutcome.Ticket, ticketId: ticket.id });
    const replied = await receive(checked, rawMail(checked, headers(`Re: [#${ticket.id}] Proyector`), 'Sigue igual.'));
    expect(replied).toMatchObject({ outcome: InboundMailOutcome.Message, ticketId: ticket.id });
    const ignored = await receive(repliesOnly, rawMail(repliesOnly, headers('Solo respuestas')));
    expect(unverified).toContain(ignored.reason);
    expect(await ticketsBy('Solo respuestas')).toEqual([]);
  });

  it('accepts the genuine answer to a notification by its reply token, from that recipient and for that ticket only', async () => {
    await t.database.handle.db.delete(outbox);
    const { categoryId, subCategoryId } = await demoDefaults(t.database.handle.db);
    const cliente = await t.as('cliente');
    const body = { subject: 'Teclado', detail: '<p>x</p>', categoryId, subCategoryId, severityId: 1 };
    const ticketId = (await cliente.post('/api/workitems', body)).body.data.id as number;
    const [assigned] = await deliverOutbox();
    const agent = [assigned.to].flat()[0]?.value[0]?.address ?? '';
    expect(assigned.messageId).toMatch(
      new RegExp(`^<tms\\.ticket-${ticketId}\\.[0-9a-z.]+\\.u\\d+-[0-9a-f]{32}@help\\.example\\.com>$`),
    );
    const answer = (from: string, inReplyTo: string, text: string): [string, string][] => [
      ['From', from],
      ['Subject', 'Re: sin número'],
      ['In-Reply-To', inReplyTo],
      ['X-Texto', text],
    ];

    // Someone else answering with the token, and a token altered by one character, are not the recipient.
    const stolen = await receive(repliesOnly, rawMail(repliesOnly, answer('supervisor@example.com', assigned.messageId!, 'a')));
    const altered = assigned.messageId!.replace(/[0-9a-f](?=@)/, (c) => (c === '0' ? '1' : '0'));
    const forged = await receive(repliesOnly, rawMail(repliesOnly, answer(agent, altered, 'b')));
    for (const recorded of [stolen, forged]) expect(unverified).toContain(recorded.reason);
    expect(await messagesOf(ticketId)).toEqual([]);

    const genuine = await receive(repliesOnly, rawMail(repliesOnly, answer(agent, assigned.messageId!, 'c'), 'Voy para allá.'));
    expect(genuine).toMatchObject({ outcome: InboundMailOutcome.Message, ticketId });
    expect((await messagesOf(ticketId)).map((m) => m.message)).toEqual(['<p>Voy para allá.</p>']);
  });
});

describe('reading Authentication-Results', () => {
  const vouches = async (headers: string, from = 'ana@mail.example.com') =>
    authenticatedSender(await simpleParser(`${headers}\r\nFrom: ${from}\r\nSubject: x\r\n\r\nx\r\n`), from, AUTHSERV_ID);

  it('reads folded headers with comments, and aligns DKIM with a parent domain only', async () => {
    const folded =
      `Authentication-Results: ${AUTHSERV_ID} (Postfix 1.0);\r\n` +
      '  dkim=pass (2048-bit key; unprotected) header.d=example.com header.s=s1';
    expect(await vouches(folded)).toBe(true);
    expect(await vouches(`Authentication-Results: ${AUTHSERV_ID}; dkim=pass header.d=sub.mail.example.com`)).toBe(false);
    expect(await vouches(`Authentication-Results: ${AUTHSERV_ID}; dkim=pass header.d=otro.example`)).toBe(false);
    expect(await vouches(`Authentication-Results: ${AUTHSERV_ID}; spf=pass smtp.mailfrom=rebote@mail.example.com`)).toBe(true);
  });

  it('lets a DMARC failure for the From domain outweigh an SPF or DKIM pass', async () => {
    const header =
      `Authentication-Results: ${AUTHSERV_ID}; spf=pass smtp.mailfrom=ana@mail.example.com; ` +
      'dmarc=fail header.from=mail.example.com';
    expect(await vouches(header)).toBe(false);
    expect(await vouches(`Authentication-Results: ${AUTHSERV_ID}; dmarc=pass header.from=mail.example.com`)).toBe(true);
    expect(await vouches(`Authentication-Results: ${AUTHSERV_ID}; none`)).toBe(false);
  });
});
