// The background checks that run on a timer (SLA warnings, the survey mailer, the weekly indicators): a run that
// fails is logged and the next one runs as usual; the timer never keeps the process alive.

/** Where a background check logs a failed run. */
export interface JobLog {
  error(obj: object, msg: string): void;
}

/** Runs `run` every `intervalMs`, logging a failed run as `failure`; returns a stop. */
export function runEvery(intervalMs: number, run: () => Promise<unknown>, log: JobLog, failure: string): () => void {
  const timer = setInterval(() => {
    run().catch((error: unknown) => log.error({ err: error }, failure));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
