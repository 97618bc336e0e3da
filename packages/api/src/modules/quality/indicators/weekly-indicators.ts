// The weekly mail of the indicators ('Recibir cada lunes', docs/product/service-quality.md#indicators): from Monday
// 00:00 of the company's time, each subscriber still holding permission 31 gets, once, the figures of the week that
// ended (Monday to Sunday, without filters) with their workbook attached, through the outbox. Marking the subscribers
// and writing their mails is one transaction: a crash loses no mail and sends none twice, and another process checking
// at the same time waits for the marks and then finds nobody left. The week is computed once for every recipient, only
// when someone is due.
import { indicatorsFileName, type Indicators } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { enqueueMail, type MailAttachment, type MailMessage } from '../../../lib/outbox';
import { runEvery, type JobLog } from '../../../lib/periodic';
import { indicatorsWorkbook, XLSX_CONTENT_TYPE } from './indicators-workbook';
import { indicatorsRepository as repository, type WeeklyRecipient } from './indicators.repository';
import { readIndicators } from './indicators.service';

const CHECK_INTERVAL_MS = 5 * 60_000;
const NO_FILTERS = { companyLocationId: null, categoryId: null, subCategoryId: null, assignedTo: null };
const NO_DATA = 'sin datos';

/** '2026-11-16' as '16/11/2026'. */
const dayText = (day: string) => day.split('-').reverse().join('/');
const share = ({ met, total, percentage }: { met: number; total: number; percentage: number | null }) =>
  percentage === null ? NO_DATA : `${percentage} % (${met} de ${total})`;
const minutes = (value: number | null) => (value === null ? NO_DATA : `${value} min`);

/** The mail of the week's figures to one subscriber. */
export function weeklyMail(recipient: WeeklyRecipient, figures: Indicators, attachment: MailAttachment): MailMessage {
  const { cards } = figures;
  const { satisfaction } = cards;
  const period = `del ${dayText(figures.start)} al ${dayText(figures.end)}`;
  return {
    to: recipient.email,
    subject: `Indicadores de la semana ${period}`,
    paragraphs: [
      `Hola, ${recipient.displayName}:`,
      `Estos son los indicadores de la mesa de ayuda de la semana ${period} (lunes a domingo).`,
      `Tickets creados: ${cards.created}. Tickets cerrados: ${cards.closed}.`,
      `Cumplimiento de SLA: ${share(cards.slaCompliance)}. Primera respuesta a tiempo: ${share(cards.firstResponseCompliance)}.`,
      `Primera respuesta: mediana ${minutes(cards.firstResponseMinutes.median)}, percentil 90 ` +
        `${minutes(cards.firstResponseMinutes.p90)}. Resolución: mediana ${minutes(cards.resolutionMinutes.median)}, ` +
        `percentil 90 ${minutes(cards.resolutionMinutes.p90)} (minutos laborables).`,
      `Satisfacción: ${satisfaction.average === null ? NO_DATA : `${satisfaction.average} de 5`} ` +
        `(${satisfaction.answers} respuestas de ${satisfaction.surveysSent} encuestas enviadas).`,
      'El archivo adjunto tiene el detalle: pendientes por día, carga por responsable, tiempo por entidad y comentarios ' +
        'de las calificaciones bajas.',
      'Para dejar de recibir este correo, desactive «Recibir cada lunes» en Indicadores.',
    ],
    link: { label: 'Ver indicadores', path: '/indicators' },
    attachments: [attachment],
  };
}

/** Sends the week's mail to every subscriber it is due to at `now`; answers how many were written to the outbox. */
export async function sendWeeklyIndicators(db: Executor, now = new Date()): Promise<number> {
  const { monday, range } = await repository.weekOf(db, now);
  if (!(await repository.weekDue(db, monday))) return 0;
  const figures = await readIndicators(db, range, NO_FILTERS, now);
  const attachment = {
    name: indicatorsFileName(figures),
    contentType: XLSX_CONTENT_TYPE,
    content: (await indicatorsWorkbook(figures)).toString('base64'),
  };
  return db.transaction(async (tx) => {
    const recipients = await repository.claimWeek(tx, monday);
    for (const recipient of recipients) await enqueueMail(tx, weeklyMail(recipient, figures, attachment));
    return recipients.length;
  });
}

/** Checks every few minutes (a check that fails is logged and the next one runs); returns a stop. */
export const startWeeklyIndicators = (db: Executor, log: JobLog, intervalMs = CHECK_INTERVAL_MS) =>
  runEvery(intervalMs, () => sendWeeklyIndicators(db), log, 'weekly indicators failed');
