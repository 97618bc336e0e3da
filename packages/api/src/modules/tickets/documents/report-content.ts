// What one PDF report prints (docs/product/tickets.md#files-pdf-and-qr): at most `reportLimits` of the ticket, so
// reading and rendering a report costs the same however large the ticket grew, and the Spanish lines that tell the
// reader what was left out. The content is plain data: it crosses to the report worker (report-workers.ts).
import type { DiscussionMessage, HistoryEntry, Ticket } from '@tms/contracts';
import type { WindowedTicket } from '../tickets/tickets.presenter';
import type { DiscussionWindow } from '../tickets/tickets.repository';

export const reportLimits = {
  /** The first messages of the discussion, in order; the rest are counted, not printed. */
  messages: 50,
  /** Characters of a message's stored HTML read from the database. */
  messageHtmlChars: 2_500,
  /** Characters of text printed of one message. */
  messageChars: 2_000,
  /** Characters of text printed of the ticket's detail. */
  detailChars: 20_000,
  /** The first entries of the history, oldest first; the rest are counted, not printed. */
  historyEntries: 200,
} as const;

/** The part of the discussion a report reads. */
export const reportDiscussionWindow: DiscussionWindow = { messages: reportLimits.messages, chars: reportLimits.messageHtmlChars };

export const reportNotices = {
  omittedMessages: (omitted: number, shown: number) =>
    omitted === 1
      ? `Se omitió 1 mensaje; el reporte muestra los primeros ${shown}.`
      : `Se omitieron ${omitted} mensajes; el reporte muestra los primeros ${shown}.`,
  omittedHistory: (omitted: number, shown: number) =>
    omitted === 1
      ? `Se omitió 1 movimiento del historial; el reporte muestra los primeros ${shown}.`
      : `Se omitieron ${omitted} movimientos del historial; el reporte muestra los primeros ${shown}.`,
  cutMessage: '[Mensaje recortado: el texto completo está en el ticket.]',
  cutDetail: '[Detalle recortado: el texto completo está en el ticket.]',
} as const;

/** A message as the report gets it: `isCut` when the window read only its start. */
export type ReportMessage = DiscussionMessage & { isCut: boolean };

export interface ReportContent {
  ticket: Omit<Ticket, 'discussions'>;
  messages: ReportMessage[];
  /** Messages the reader may read that the report leaves out. */
  omittedMessages: number;
  /** Oldest first. */
  history: HistoryEntry[];
  omittedHistory: number;
  qrPng: Uint8Array;
}

/** The report of a ticket read through {@link reportDiscussionWindow} and its history (newest first, as read). */
export function reportContent(windowed: WindowedTicket, history: HistoryEntry[], qrPng: Uint8Array): ReportContent {
  const { discussions, ...ticket } = windowed.ticket;
  const cut = new Set(windowed.cutMessages);
  const oldestFirst = [...history].reverse();
  const shownHistory = oldestFirst.slice(0, reportLimits.historyEntries);
  return {
    ticket,
    messages: discussions.map((message) => ({ ...message, isCut: cut.has(message.order) })),
    omittedMessages: windowed.discussionCount - discussions.length,
    history: shownHistory,
    omittedHistory: oldestFirst.length - shownHistory.length,
    qrPng,
  };
}

/** The first `max` characters of `text`, and whether anything was left out. */
export function cutText(text: string, max: number): { text: string; isCut: boolean } {
  return text.length > max ? { text: text.slice(0, max).trimEnd(), isCut: true } : { text, isCut: false };
}
