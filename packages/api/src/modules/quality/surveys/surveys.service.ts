// Satisfaction surveys (docs/product/service-quality.md#satisfaction-surveys): planned when a ticket is finalised,
// mailed to its creator with a signed link once due, answered once through the link (no session) or on the ticket
// screen. Nothing is recorded until the person sends an answer, so a mail scanner opening the link records nothing.
import {
  SURVEY_LINK_DAYS,
  TicketStatus,
  surveyMessages,
  surveySettings,
  type Satisfaction,
  type SurveyAnswerInputParsed,
  type SurveyPage,
  type SurveySettingCode,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { wholeNumberSettings } from '../../../lib/company-settings';
import { conflict, forbidden, gone, notFound } from '../../../lib/errors';
import { enqueueMail } from '../../../lib/outbox';
import { runEvery, type JobLog } from '../../../lib/periodic';
import type { TokenService } from '../../../lib/tokens';
import type { AuthUser } from '../../../plugins/current-user';
import { surveysRepository as repository, type DueSurvey } from './surveys.repository';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const LINK_SECONDS = SURVEY_LINK_DAYS * 24 * 60 * 60;
/** Surveys mailed per transaction of the mailer. */
const MAIL_BATCH = 200;

/** The finalised ticket a survey is planned for. */
export interface FinalisedTicket {
  id: number;
  companyId: number;
  createdBy: number;
}

async function settingsOf(db: Executor, companyId: number): Promise<Record<SurveySettingCode, number>> {
  const codes = Object.keys(surveySettings) as SurveySettingCode[];
  const stored = await wholeNumberSettings(db, companyId, codes);
  return Object.fromEntries(codes.map((code) => [code, stored.get(code) ?? surveySettings[code]])) as Record<
    SurveySettingCode,
    number
  >;
}

/**
 * Whether the sampling setting surveys the ticket: its number spread over 0–99 (61 and 100 share no divisor, so every
 * hundred consecutive tickets hit each value once) below the percentage.
 */
export const isSampled = (ticketId: number, percent: number) => (ticketId * 61) % 100 < percent;

/**
 * Plans the survey of a ticket `finisherId` finalised at `at`, in the save's transaction: none when its creator
 * finalised it, when sampling leaves it out, or when the creator was planned one within the minimum days. Without a
 * delay its mail goes into the outbox with the save; otherwise the mailer sends it once due.
 */
export async function planSurvey(
  tx: Executor,
  tokens: TokenService,
  ticket: FinalisedTicket,
  finisherId: number,
  at: Date,
): Promise<void> {
  if (ticket.createdBy === finisherId) return;
  const settings = await settingsOf(tx, ticket.companyId);
  if (!isSampled(ticket.id, settings.CSAT_SAMPLE_PERCENT)) return;
  const spared = settings.CSAT_MIN_DAYS > 0;
  if (spared && (await repository.plannedSince(tx, ticket.createdBy, new Date(at.getTime() - settings.CSAT_MIN_DAYS * DAY_MS))))
    return;
  await repository.plan(tx, ticket.id, ticket.createdBy, new Date(at.getTime() + settings.CSAT_DELAY_MINUTES * MINUTE_MS));
  if (settings.CSAT_DELAY_MINUTES === 0) await mailSurveys(tx, tokens, await repository.due(tx, at, 1, ticket.id), at);
}

const linkSubject = (surveyId: number) => `survey:${surveyId}`;

/** The token of a survey's link, valid 14 days from `at`: `{id}.{exp}.{sig}`. */
export function surveyToken(tokens: TokenService, surveyId: number, at: Date): string {
  const { exp, sig } = tokens.signLink(linkSubject(surveyId), LINK_SECONDS, at);
  return `${surveyId}.${exp}.${sig}`;
}

/** The survey a token names: 404 for a token that is not ours, 410 once it expired. */
function surveyIdOf(tokens: TokenService, token: string, now: Date): number {
  const [id, exp, sig, ...rest] = token.split('.');
  const surveyId = Number(id);
  const expiry = Number(exp);
  if (rest.length || !Number.isSafeInteger(surveyId) || !sig || !tokens.isGenuineLink(linkSubject(surveyId), expiry, sig))
    throw notFound();
  if (expiry * 1000 < now.getTime()) throw gone(surveyMessages.expired, 'survey.expired');
  return surveyId;
}

function surveyMail(tokens: TokenService, survey: DueSurvey, at: Date) {
  return {
    to: survey.email,
    subject: `Ticket #${survey.workItemId}: ¿cómo lo atendimos?`,
    paragraphs: [
      `Hola ${survey.displayName}:`,
      `Su ticket #${survey.workItemId} "${survey.subject}" fue finalizado. ¿Cómo calificaría la atención que recibió?`,
      `Responder toma un minuto; el enlace vale ${SURVEY_LINK_DAYS} días.`,
    ],
    link: { label: 'Calificar la atención', path: `/satisfaction/${surveyToken(tokens, survey.id, at)}` },
  };
}

/** Puts each survey's mail in the outbox and marks it sent at `at`. */
async function mailSurveys(tx: Executor, tokens: TokenService, surveys: DueSurvey[], at: Date): Promise<void> {
  for (const survey of surveys) {
    await enqueueMail(tx, surveyMail(tokens, survey, at));
    await repository.markSent(tx, survey.id, at);
  }
}

/** Mails the surveys due at `now` through the outbox, a batch per transaction; answers how many were sent. */
export async function sendDueSurveys(ctx: Pick<AppContext, 'db' | 'tokens'>, now = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const due = await repository.due(tx, now, MAIL_BATCH);
      await mailSurveys(tx, ctx.tokens, due, now);
      return due.length;
    });
    sent += batch;
    if (batch < MAIL_BATCH) return sent;
  }
}

const CHECK_INTERVAL_MS = 60_000;

/** Mails due surveys every minute (a run that fails is logged and the next one runs); returns a stop. */
export const startSurveyMailer = (ctx: Pick<AppContext, 'db' | 'tokens'>, log: JobLog, intervalMs = CHECK_INTERVAL_MS) =>
  runEvery(intervalMs, () => sendDueSurveys(ctx), log, 'Satisfaction surveys failed');

export function createSurveysService({ db, tokens }: AppContext) {
  /** GET satisfaction/{token}: the ticket's number and subject, and whether it was answered; nothing is recorded. */
  async function page(token: string, now = new Date()): Promise<SurveyPage> {
    const survey = await repository.forLink(db, surveyIdOf(tokens, token, now));
    if (!survey) throw notFound();
    return { ticketId: survey.workItemId, subject: survey.subject, answered: survey.answered };
  }

  return {
    page,

    /** POST satisfaction/{token}: the answer, once. */
    async answerByLink(token: string, input: SurveyAnswerInputParsed, now = new Date()): Promise<SurveyPage> {
      const surveyId = surveyIdOf(tokens, token, now);
      if (!(await repository.forLink(db, surveyId))) throw notFound();
      if (!(await repository.answer(db, surveyId, input, now))) throw conflict(surveyMessages.answered, 'survey.answered');
      return page(token, now);
    },

    /** POST workitems/{id}/satisfaction: the creator rates a finalised ticket on its screen, once. */
    async answerOnTicket(user: AuthUser, ticketId: number, input: SurveyAnswerInputParsed): Promise<Satisfaction> {
      const ticket = await repository.ratedTicket(db, ticketId);
      if (!ticket) throw notFound();
      if (ticket.createdBy !== user.id) throw forbidden(surveyMessages.onlyCreator);
      if (ticket.statusId !== TicketStatus.Finished) throw conflict(surveyMessages.notFinished, 'survey.not_finished');
      const at = new Date();
      if (!(await repository.answerTicket(db, ticketId, user.id, input, at)))
        throw conflict(surveyMessages.answered, 'survey.answered');
      return { rating: input.rating, comment: input.comment, date: at.toISOString() };
    },
  };
}
