// The worker threads that render PDF reports: pdfkit lays text out synchronously, so a report rendered on the main
// thread would hold every other request while it runs. At most `workers` reports render at once and `queueLimit` more
// wait their turn; a report beyond those is refused at once with 503 'server.busy' and Retry-After, so a burst of
// reports never builds a queue without end. A render that outlasts `timeoutMs` loses its worker (a new one starts for
// the next report) and answers 503 too. Workers start on first use and stay for the next report.
import os from 'node:os';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ticketMessages } from '@tms/contracts';
import { AppError } from '../../../lib/errors';
import type { ReportContent } from './report-content';

export interface ReportWorkersOptions {
  workers: number;
  queueLimit: number;
  timeoutMs: number;
}

/** One worker per core beyond the one the main thread needs, one or two; a queue of a few reports. */
export const reportWorkersDefaults: ReportWorkersOptions = {
  workers: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  queueLimit: 8,
  timeoutMs: 30_000,
};

/** When to try again after a refused report, in seconds: long enough for the queue to move on. */
const RETRY_AFTER_SECONDS = 5;

/** 503 'server.busy': the report workers are full, or a render took too long. */
export class ReportsBusy extends AppError {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;
  constructor() {
    super(503, ticketMessages.reportsBusy, undefined, 'server.busy');
  }
}

/** What a worker answers for one report. */
export type WorkerAnswer = { pdf: Uint8Array } | { error: string };

interface Job {
  content: ReportContent;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer?: NodeJS.Timeout;
}

/**
 * A worker on report-worker: from the bundle, its bundled sibling dist/report-worker.js; from the TypeScript sources
 * (tsx, vitest), the .ts file loaded through tsx's API (`tsImport`), whose ESM build sits beside the CommonJS one
 * that require resolves.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./report-worker.js', import.meta.url));
  const entry = JSON.stringify(new URL('./report-worker.ts', import.meta.url).href);
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  return new Worker(`import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${entry}, ${entry}));`, { eval: true });
}

const pdfOf = (pdf: Uint8Array) => Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);

export function createReportWorkers(options: ReportWorkersOptions = reportWorkersDefaults) {
  const slots = new Set<Slot>();
  const idle: Slot[] = [];
  const queue: Job[] = [];
  let closed = false;

  /** Ends a worker for good (it failed, stopped or took too long), failing its report with `error`. */
  function retire(slot: Slot, error: Error) {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.timer);
    const idleAt = idle.indexOf(slot);
    if (idleAt >= 0) idle.splice(idleAt, 1);
    slot.job?.reject(error);
    slot.job = null;
    void slot.worker.terminate();
    dispatch();
  }

  function settle(slot: Slot, answer: WorkerAnswer) {
    if (!slots.has(slot)) return;
    const { job } = slot;
    clearTimeout(slot.timer);
    slot.job = null;
    idle.push(slot);
    if ('pdf' in answer) job?.resolve(pdfOf(answer.pdf));
    else job?.reject(new Error(`The report worker failed: ${answer.error}`));
    dispatch();
  }

  function startSlot(): Slot {
    const slot: Slot = { worker: startWorker(), job: null };
    slots.add(slot);
    // An idle worker holds no process open (a tool that reads reports may end); a report being rendered is awaited.
    slot.worker.unref();
    slot.worker.on('message', (answer: WorkerAnswer) => settle(slot, answer));
    slot.worker.on('error', (error) => retire(slot, error));
    slot.worker.on('exit', (code) => retire(slot, new Error(`The report worker stopped (exit code ${code}).`)));
    return slot;
  }

  function dispatch() {
    for (let job = queue[0]; job; job = queue[0]) {
      const slot = idle.pop() ?? (slots.size < options.workers ? startSlot() : undefined);
      if (!slot) return;
      queue.shift();
      slot.job = job;
      slot.timer = setTimeout(() => retire(slot, new ReportsBusy()), options.timeoutMs);
      slot.worker.postMessage(job.content);
    }
  }

  return {
    /** The PDF of `content`, rendered by a worker; 503 ReportsBusy when the queue is full. */
    render(content: ReportContent): Promise<Buffer> {
      if (closed) return Promise.reject(new ReportsBusy());
      return new Promise((resolve, reject) => {
        queue.push({ content, resolve, reject });
        dispatch();
        if (queue.length > options.queueLimit) {
          queue.pop();
          reject(new ReportsBusy());
        }
      });
    },

    /** Ends every worker; reports still waiting or rendering answer 503. */
    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new ReportsBusy());
      const stopping = [...slots];
      for (const slot of stopping) retire(slot, new ReportsBusy());
      await Promise.all(stopping.map((slot) => slot.worker.terminate()));
    },
  };
}

export type ReportWorkers = ReturnType<typeof createReportWorkers>;
