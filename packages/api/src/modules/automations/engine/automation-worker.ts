// The automation worker (docs/product/automations.md): reads the durable ticket events after their saves committed and
// runs the active triggers on them, and runs the escalations that are due. `runDue(now)` does one pass (tests call it
// directly); `start()` runs it every AUTOMATION_INTERVAL_MS. Each event is handled in one transaction with its runs and
// their changes, so a crash loses no run and makes none twice.
import type { AppContext, Logger } from '../../../context';
import { engineRepository as repository, type RuleRow, type TicketEventRow } from './engine.repository';
import { runEscalations } from './escalations';
import { runRule } from './rule-runner';

/** Time rules are evaluated at least once a minute (docs/product/automations.md). */
export const AUTOMATION_INTERVAL_MS = 20_000;

/** The triggers an event fires: those listening to it, except the rule whose own change made it. */
const firedBy = (triggers: RuleRow[], event: TicketEventRow) =>
  triggers.filter((rule) => rule.events.includes(event.event) && rule.id !== event.ruleId);

export function createAutomationWorker(ctx: AppContext, log: Logger) {
  const { db } = ctx;

  /** Handles the oldest pending event; false when none is left. */
  const handleNextEvent = (triggers: RuleRow[], now: Date) =>
    db.transaction(async (tx) => {
      const event = await repository.takeEvent(tx);
      if (!event) return false;
      const occasion = {
        ticketId: event.workItemId,
        key: `event:${event.id}`,
        reason: event.event,
        depth: event.chainDepth + 1,
        at: now,
      };
      for (const rule of firedBy(triggers, event)) await runRule({ ...ctx, db: tx }, log, rule, occasion);
      await repository.markProcessed(tx, event.id, now);
      return true;
    });

  /** Runs every pending event's triggers (including the events their own changes write), then the due escalations. */
  async function runDue(now: Date = new Date()): Promise<void> {
    const triggers = await repository.activeRules(db, 'trigger');
    while (await handleNextEvent(triggers, now));
    await runEscalations(ctx, log, now);
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runDue()
      .catch((error: unknown) => log.error({ err: error }, 'automations failed'))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    runDue,
    start(intervalMs = AUTOMATION_INTERVAL_MS) {
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
