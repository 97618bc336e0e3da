// Satisfaction surveys (docs/product/service-quality.md#satisfaction-surveys): planned when a ticket is finalised,
// mailed once due with a signed link that records nothing until 'Enviar', answered once, expired after 14 days, and
// the same rating on the ticket screen for its creator. The mailer runs at the instant the test gives it.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { surveyMessages } from '@tms/contracts';
import { satisfactionSurveys } from '../../../db/schema';
import { finalisedBy } from '../../../test/ticket-bodies';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { useOutboxDelivery } from '../../../test/smtp-collector';
import { sendDueSurveys, surveyToken } from './surveys.service';

const PUBLIC_URL = 'https://ayuda.example.com';
const DAY_MS = 86_400_000;
// Demo data: sub-category 2 Correo electrónico (no tasks) routes the client's tickets to agente (2).
const AGENTE = 2;

describe('satisfaction surveys', () => {
  const { deliver } = useOutboxDelivery(() => t, PUBLIC_URL);
  const t = useTestApp();
  let cliente: TestClient;
  let agente: TestClient;
  const db = () => t.database.handle.db;
  const setting = (code: string, detail: string) =>
    db().execute(sql`UPDATE settings SET detail = ${detail} WHERE code = ${code}`);
  const surveyOf = async (ticketId: number) =>
    (await db().select().from(satisfactionSurveys).where(eq(satisfactionSurveys.workItemId, ticketId)))[0];

  beforeAll(async () => {
    [cliente, agente] = await Promise.all([t.as('cliente'), t.as('agente')]);
  });
  beforeEach(async () => {
    await Promise.all([setting('CSAT_DELAY_MINUTES', '0'), setting('CSAT_MIN_DAYS', '0'), setting('CSAT_SAMPLE_PERCENT', '100')]);
    // Surveys planned by earlier tests are not this one's business.
    await db().execute(sql`UPDATE satisfaction_surveys SET sent_date = now() WHERE sent_date IS NULL`);
  });

  /** A ticket `creator` opens in Correo, routed to agente, who starts and finalises it; answers the finalised ticket. */
  async function finalisedTicket(subject = 'No llega el correo', creator = cliente) {
    const body = { subject, detail: '<p>x</p>', categoryId: 1, subCategoryId: 2, severityId: 1 };
    const created = await creator.post('/api/workitems', body);
    expect(created.body.data.assignedTo).toBe(AGENTE);
    return finalisedBy(agente, created.body.data);
  }
  const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

  it('mails the creator a link that shows only the number and subject, records nothing until sent, and only once', async () => {
    const ticket = await finalisedTicket('Impresora del piso 3');
    // Without a delay the mail went with the finalising save; the mailer finds nothing left to send.
    expect((await surveyOf(ticket.id)).sentDate).not.toBeNull();
    expect(await sendDueSurveys(t.app.ctx)).toBe(0);
    const [mail] = (await deliver()).filter((m) => m.subject === `Ticket #${ticket.id}: ¿cómo lo atendimos?`);
    expect(mail.to).toMatchObject({ text: expect.stringContaining('cliente') });
    const link = /https:\/\/ayuda\.example\.com\/satisfaction\/\S+/.exec(mail.text!)![0];
    const token = tokenOf(link);

    // Opening the link (a person, or a mail scanner) records nothing.
    for (let i = 0; i < 2; i++) {
      const page = await t.anonymous.get(`/api/satisfaction/${token}`);
      expect(page.statusCode).toBe(200);
      expect(page.body.data).toEqual({ ticketId: ticket.id, subject: 'Impresora del piso 3', answered: false });
    }
    expect((await surveyOf(ticket.id)).answeredDate).toBeNull();

    const bad = await t.anonymous.post(`/api/satisfaction/${token}`, { rating: 2, comment: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.fields).toEqual({ comment: surveyMessages.commentRequired });
    for (const rating of [0, 6, 2.5, 'cinco']) {
      const outOfRange = await t.anonymous.post(`/api/satisfaction/${token}`, { rating, comment: 'x' });
      expect(outOfRange.body.data.fields, String(rating)).toEqual({ rating: surveyMessages.ratingRange });
    }
    const long = await t.anonymous.post(`/api/satisfaction/${token}`, { rating: 5, comment: 'x'.repeat(2001) });
    expect(long.body.data.fields).toEqual({ comment: surveyMessages.commentMax });

    const answered = await t.anonymous.post(`/api/satisfaction/${token}`, { rating: 2, comment: 'Tardaron dos días.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.body.data.answered).toBe(true);
    const again = await t.anonymous.post(`/api/satisfaction/${token}`, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.body.data.code).toBe('survey.answered');

    // 'Calificación' for internal users and the creator.
    for (const reader of [agente, cliente]) {
      expect((await reader.get(`/api/workitems/${ticket.id}`)).body.data.satisfaction).toMatchObject({
        rating: 2,
        comment: 'Tardaron dos días.',
      });
    }
  });

  it('refuses a forged link with 404 and an expired one with 410 and a Spanish message', async () => {
    await setting('CSAT_DELAY_MINUTES', '60');
    const ticket = await finalisedTicket();
    const sentLongAgo = new Date(Date.now() - 15 * DAY_MS);
    // Finalised 16 days ago, mailed a day later.
    const finalised = new Date(sentLongAgo.getTime() - DAY_MS);
    await db().update(satisfactionSurveys).set({ sendDate: finalised }).where(eq(satisfactionSurveys.workItemId, ticket.id));
    expect(await sendDueSurveys(t.app.ctx, sentLongAgo)).toBe(1);
    const { id } = await surveyOf(ticket.id);
    const expired = await t.anonymous.get(`/api/satisfaction/${surveyToken(t.app.ctx.tokens, id, sentLongAgo)}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toMatchObject({ message: surveyMessages.expired, data: { code: 'survey.expired' } });
    expect(
      (await t.anonymous.post(`/api/satisfaction/${surveyToken(t.app.ctx.tokens, id, sentLongAgo)}`, { rating: 5 })).statusCode,
    ).toBe(410);

    const genuine = surveyToken(t.app.ctx.tokens, id, new Date());
    const [, exp, sig] = genuine.split('.');
    for (const forged of [
      `${id + 1}.${exp}.${sig}`,
      `${id}.${Number(exp) + 1}.${sig}`,
      `${id}.${exp}.x${sig}`,
      'nada',
      `${genuine}.extra`,
    ])
      expect((await t.anonymous.get(`/api/satisfaction/${forged}`)).statusCode, forged).toBe(404);
    expect((await t.anonymous.get(`/api/satisfaction/${genuine}`)).statusCode).toBe(200);
  });

  it('lets the creator rate a finalised ticket on its screen once, and no one else', async () => {
    await setting('CSAT_DELAY_MINUTES', '60');
    const created = await cliente.post('/api/workitems', {
      subject: 'VPN',
      detail: '<p>x</p>',
      categoryId: 1,
      subCategoryId: 2,
      severityId: 1,
    });
    const id = created.body.data.id;
    expect(created.body.data.abilities.canRate).toBe(false);
    const early = await cliente.post(`/api/workitems/${id}/satisfaction`, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.body.data.code).toBe('survey.not_finished');

    await finalisedBy(agente, created.body.data);
    expect((await cliente.get(`/api/workitems/${id}`)).body.data.abilities.canRate).toBe(true);
    expect((await agente.get(`/api/workitems/${id}`)).body.data.abilities.canRate).toBe(false);
    const notCreator = await agente.post(`/api/workitems/${id}/satisfaction`, { rating: 5 });
    expect(notCreator.statusCode).toBe(403);
    expect(notCreator.body.message).toBe(surveyMessages.onlyCreator);
    expect((await cliente.post(`/api/workitems/${id}/satisfaction`, { rating: 1 })).body.data.fields).toEqual({
      comment: surveyMessages.commentRequired,
    });

    const rated = await cliente.post(`/api/workitems/${id}/satisfaction`, { rating: 5, comment: 'Muy rápido' });
    expect(rated.statusCode).toBe(201);
    expect(rated.body.data).toMatchObject({ rating: 5, comment: 'Muy rápido' });
    expect((await cliente.post(`/api/workitems/${id}/satisfaction`, { rating: 4 })).statusCode).toBe(409);
    const read = (await cliente.get(`/api/workitems/${id}`)).body.data;
    expect(read).toMatchObject({ satisfaction: { rating: 5 }, abilities: { canRate: false } });
    // Rated before its mail went: the mail is not sent any more.
    expect(await sendDueSurveys(t.app.ctx, new Date(Date.now() + 2 * 60 * 60_000))).toBe(0);
    expect((await agente.post('/api/workitems/999999/satisfaction', { rating: 5 })).statusCode).toBe(404);
  });

  it('follows the delay, minimum days and sampling settings, and never surveys a creator who finalised it', async () => {
    await setting('CSAT_DELAY_MINUTES', '60');
    const delayed = await finalisedTicket();
    expect(await sendDueSurveys(t.app.ctx)).toBe(0);
    expect(await sendDueSurveys(t.app.ctx, new Date(Date.now() + 61 * 60_000))).toBe(1);
    expect((await surveyOf(delayed.id)).sentDate).not.toBeNull();

    await setting('CSAT_DELAY_MINUTES', '0');
    await setting('CSAT_MIN_DAYS', '30');
    expect(await surveyOf((await finalisedTicket()).id)).toBeUndefined();

    await setting('CSAT_MIN_DAYS', '0');
    await setting('CSAT_SAMPLE_PERCENT', '0');
    expect(await surveyOf((await finalisedTicket()).id)).toBeUndefined();

    await setting('CSAT_SAMPLE_PERCENT', '100');
    const own = await finalisedTicket('Propio', agente);
    expect(await surveyOf(own.id)).toBeUndefined();
  });
});
