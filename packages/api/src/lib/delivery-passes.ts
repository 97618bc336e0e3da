// A delivery worker's passes (the mail outbox, webhook calls): one pass at a time per process, whoever asks shares the
// pass under way; `start` runs one every interval and logs a pass that fails, so the next one tries again.

/** The pass of `deliver`, which answers how many rows it handled; `now` is its clock where it takes one. */
export function deliveryPasses(
  deliver: (now?: Date) => Promise<number>,
  log: { error(obj: object, msg: string): void },
  what: string,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const runOnce = (now?: Date) => {
    running ??= deliver(now).finally(() => (running = null));
    return running;
  };

  return {
    runOnce,
    start(intervalMs = 2000) {
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => log.error({ err: error }, `${what} delivery pass failed`));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
