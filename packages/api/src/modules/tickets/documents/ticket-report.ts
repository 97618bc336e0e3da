// The ticket's PDF report: its fields, detail as text, discussion, history and QR code (pdfkit, no browser), within
// the bounds of report-content.ts, each cut said in Spanish. It runs in the report worker (report-workers.ts): pdfkit
// lays text out synchronously. Its fonts are embedded (report-fonts.ts).
import PDFDocument from 'pdfkit';
import {
  internalNoteLabel,
  HistoryAction,
  HistoryField,
  historyActionLabels,
  historyFieldLabels,
  mergeSplitHistoryText,
  type HistoryEntry,
  type Ticket,
} from '@tms/contracts';
import { richTextToPlain } from '../../../lib/sanitize-rich-text';
import { cutText, reportLimits, reportNotices, type ReportContent } from './report-content';
import { registerReportFonts } from './report-fonts';

const dateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h12',
});

/**
 * 'DD/MM/YYYY hh:mm A' (12-hour clock with its marker, '18/11/2026 06:50 PM') in Mexico City time
 * (docs/product/conventions.md#language-dates-and-times).
 */
export function formatReportDate(iso: string | null): string {
  if (!iso) return '—';
  const parts = Object.fromEntries(dateParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}
const when = formatReportDate;

/**
 * The deadline, marked 'hábil' when it is counted in a business calendar's working time
 * (docs/product/calendars.md#working-time-and-sla-deadlines).
 */
export const expiryText = (expireDate: string | null, inWorkingTime = false): string =>
  expireDate && inWorkingTime ? `${when(expireDate)} (hábil)` : when(expireDate);

function historyLine(item: HistoryEntry['historyItems'][number]): string {
  const label = historyFieldLabels[item.fieldName] ?? item.fieldName;
  const value = item.newValueName ?? item.newValue ?? '';
  if (item.fieldName === HistoryField.Attachment)
    return value.replace(/^Add:\s*/, 'Agregó archivo: ').replace(/^Delete:\s*/, 'Eliminó archivo: ');
  const mergeOrSplit = mergeSplitHistoryText(item);
  if (mergeOrSplit !== null) return mergeOrSplit;
  return `${label}: ${item.oldValueName ?? item.oldValue ?? '—'} » ${value || '—'}`;
}

/** The same wording as the screen's history ('Creó el ticket', 'Modificó el ticket'). */
export const actionText = (action: string) => historyActionLabels[action] ?? historyActionLabels[HistoryAction.Update];

/** A related ticket the reader may not see is printed as its number only. */
const relatedText = (related: NonNullable<Ticket['parent']>) =>
  related.subject === null ? `#${related.id}` : `#${related.id} ${related.subject}`;

/**
 * Plain text of rich text, at most `max` characters; one cut here, or whose start alone was read (`readCut`), is
 * followed by `notice`.
 */
function boundedText(doc: PDFKit.PDFDocument, html: string, max: number, notice: string, readCut = false) {
  const { text, isCut } = cutText(richTextToPlain(html), max);
  doc.text(text || '—');
  if (isCut || readCut) doc.font('italic').text(notice).font('regular');
}

/** A line saying what the report left out. */
const omissionLine = (doc: PDFKit.PDFDocument, notice: string) => doc.moveDown(0.4).font('italic').text(notice).font('regular');

export function renderTicketReport(content: ReportContent): Promise<Buffer> {
  const { ticket, messages, history, qrPng } = content;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `Ticket ${ticket.id}`, Author: 'Ticket Management System' },
  });
  registerReportFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.image(Buffer.from(qrPng), doc.page.width - 50 - 110, 45, { width: 110 });
  doc.font('bold').fontSize(18).text(`Detalle de ticket ${ticket.id}`, 50, 50, { width: 380 });
  doc.moveDown(0.3).font('regular').fontSize(12).text(ticket.subject, { width: 380 });
  doc.moveDown(1.5);

  const fields: [string, string][] = [
    ['Estatus', ticket.status],
    ['Severidad', ticket.severity],
    ['Categoria', ticket.categoryName],
    ['SubCategoria', ticket.subCategoryName],
    ['Sucursal', ticket.companyLocationName ?? '—'],
    ['Departamento', ticket.deparmentName ?? '—'],
    ['Creado por', ticket.createdByName],
    ['Responsable', ticket.assignedToName ?? '—'],
    ['Creado', when(ticket.createdDate)],
    ['Última modificación', when(ticket.modifiedDate)],
    ['Expira', expiryText(ticket.expireDate, ticket.slaInWorkingTime)],
    ['Cerrado', when(ticket.closedDate)],
    ['Ticket padre', ticket.parent ? relatedText(ticket.parent) : '—'],
    ['Hijos', ticket.childs.length ? ticket.childs.map((c) => `#${c.id}`).join(', ') : '—'],
  ];
  doc.y = Math.max(doc.y, 170);
  for (const [label, value] of fields) {
    doc.font('bold').fontSize(10).text(`${label}: `, 50, doc.y, { continued: true }).font('regular').text(value);
  }

  const section = (title: string) =>
    doc.moveDown(1).font('bold').fontSize(13).text(title, 50).moveDown(0.3).font('regular').fontSize(10);
  section('Detalles');
  boundedText(doc, ticket.detail, reportLimits.detailChars, reportNotices.cutDetail);

  section('Discusión');
  if (messages.length === 0 && content.omittedMessages === 0) doc.text('Sin mensajes');
  for (const message of messages) {
    doc
      .font('bold')
      .text(`${message.createdByName} · ${when(message.createdDate)}${message.isInternal ? ` · ${internalNoteLabel}` : ''}`)
      .font('regular');
    boundedText(doc, message.message, reportLimits.messageChars, reportNotices.cutMessage, message.isCut);
    doc.moveDown(0.4);
  }
  if (content.omittedMessages > 0) omissionLine(doc, reportNotices.omittedMessages(content.omittedMessages, messages.length));

  section('Historial');
  if (history.length === 0) doc.text('Sin historial');
  for (const entry of history) {
    doc
      .font('bold')
      .text(`${when(entry.date)} · ${entry.creatorName ?? ''} · ${actionText(entry.action)}`)
      .font('regular');
    for (const item of entry.historyItems) doc.text(`   ${historyLine(item)}`);
  }
  if (content.omittedHistory > 0) omissionLine(doc, reportNotices.omittedHistory(content.omittedHistory, history.length));

  doc.end();
  return done;
}
