// The ticket's PDF report: the ticket and its history as the caller may see them, with the QR code, within the bounds
// of report-content.ts, rendered by the report workers off the main thread.
import { setImmediate } from 'node:timers/promises';
import type { AppContext } from '../../../context';
import { ticketQrPng } from '../../../lib/qr';
import type { AuthUser } from '../../../plugins/current-user';
import { createTicketsService } from '../tickets/tickets.service';
import { reportContent, reportDiscussionWindow } from './report-content';
import { createReportWorkers, type ReportWorkers } from './report-workers';

/**
 * Gives the event loop a turn between the report's steps. PGlite runs each statement on this thread and hands its
 * connection to the next query waiting without one, so reports read at once would otherwise run all their reads in one
 * stretch, holding timers and every other request behind them.
 */
const letOthersIn = () => setImmediate();

export function createDocumentsService(ctx: AppContext, workers: ReportWorkers = createReportWorkers()) {
  const tickets = createTicketsService(ctx);
  return {
    async ticketReport(user: AuthUser, id: number): Promise<Buffer> {
      await letOthersIn();
      const windowed = await tickets.windowedDetail(user, id, reportDiscussionWindow);
      await letOthersIn();
      const history = await tickets.history(user, id);
      await letOthersIn();
      const qrPng = await ticketQrPng(ctx.config.publicUrl, id);
      return workers.render(reportContent(windowed, history, qrPng));
    },

    /** Ends the report workers (the server is closing). */
    close: () => workers.close(),
  };
}
