// A report worker thread (report-workers.ts): renders the PDF of each report content it is sent, one at a time, off
// the server's main thread, and answers the PDF or the failure's text. Bundled as dist/report-worker.js (build.mjs).
import { parentPort } from 'node:worker_threads';
import type { ReportContent } from './report-content';
import type { WorkerAnswer } from './report-workers';
import { renderTicketReport } from './ticket-report';

async function answer(content: ReportContent): Promise<WorkerAnswer> {
  try {
    return { pdf: await renderTicketReport(content) };
  } catch (error) {
    return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

const port = parentPort;
if (port) port.on('message', (content: ReportContent) => void answer(content).then((reply) => port.postMessage(reply)));
