// The automation worker (docs/product/automations.md): reads the durable ticket events after their saves committed and
// runs the active triggers on them, runs the escalations and schedules that are due, and once an hour purges the
// records the automations no longer need. `runDue(now)` does one pass (tests call it
// directly); `start()` runs it every AUTOMATION_INTERVAL_MS. Each event is handled in one transaction with its runs and
// their changes, so a crash loses no run and makes none twice.
import type { AppContext, Logger } from '../../../context';
import { engineRepository as repository, type RuleRow, type TicketEventRow } from './engine.repository';
import { purgeAutomationRecords } from './purge';
import { runRule } from './rule-runner';
import { runTimeRules } from './time-rules';

/** Time rules are evaluated at least once a minute (docs/product/automations.md). */
export const AUTOMATION_INTERVAL_MS = 20_000;
/** How often a process purges processed events and old runs. */
export const AUTOMATION_PURGE_INTERVAL_MS = 3_600_000;

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

  let lastPurge: Date | undefined;
  /** Purges at the first pass and then once per AUTOMATION_PURGE_INTERVAL_MS of the given clock. */
  async function purgeWhenDue(now: Date): Promise<void> {
    if (lastPurge && now.getTime() - lastPurge.getTime() < AUTOMATION_PURGE_INTERVAL_MS) return;
    const purged = await purgeAutomationRecords(db, now);
    lastPurge = now;
    if (purged.events > 0 || purged.runs > 0) log.info(purged, 'automation records purged');
  }

  /**
   * Runs every pending event's triggers (including the events their own changes write), then the due escalations and
   * schedules, then the purge when its hour has come.
   */
  async function runDue(now: Date = new Date()): Promise<void> {
    const triggers = await repository.activeRules(db, 'trigger');
    while (await handleNextEvent(triggers, now));
    await runTimeRules(ctx, log, now);
    await purgeWhenDue(now);
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
