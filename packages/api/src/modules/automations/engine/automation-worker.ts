// The automation worker (docs/product/automations.md): reads the durable ticket events after their saves committed and
// runs the active triggers on them, runs the escalations and schedules that are due, and once an hour purges the
// records the automations no longer need. `runDue(now)` does one pass (tests call it directly); `start()` runs it
// every AUTOMATION_INTERVAL_MS and, between those, runs the triggers as soon as a save's event is committed (announced
// on TICKET_EVENT_CHANNEL, heard through the database's LISTEN). Each event is handled in one transaction with its runs
// and their changes, so a crash loses no run and makes none twice.
import type { AppContext, Logger } from '../../../context';
import { engineRepository as repository, type RuleRow, type TicketEventRow } from './engine.repository';
import { purgeAutomationRecords } from './purge';
import { conditionsHold } from './conditions';
import { runRule } from './rule-runner';
import { ticketFacts } from './ticket-facts';
import { runTimeRules } from './time-rules';
import { TICKET_EVENT_CHANNEL } from '../../tickets';

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
      // The ticket's facts are read once and again only after a rule ran: most triggers' conditions do not hold, and
      // those cost no query (runRule reads the facts again itself before it acts).
      let facts = await ticketFacts(tx, event.workItemId);
      for (const rule of firedBy(triggers, event)) {
        if (!facts || !conditionsHold(rule.conditions, facts)) continue;
        await runRule({ ...ctx, db: tx }, log, rule, occasion);
        facts = await ticketFacts(tx, event.workItemId);
      }
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

  /** Runs every pending event's triggers, including the events their own changes write. */
  async function runEvents(now: Date = new Date()): Promise<void> {
    const triggers = await repository.activeRules(db, 'trigger');
    while (await handleNextEvent(triggers, now));
  }

  /** Runs the pending events' triggers, then the due escalations and schedules, then the purge when its hour has come. */
  async function runDue(now: Date = new Date()): Promise<void> {
    await runEvents(now);
    await runTimeRules(ctx, log, now);
    await purgeWhenDue(now);
  }

  // One pass at a time: the interval's full pass is skipped while another runs; a wake-up during a pass queues exactly
  // one more events pass, so a burst of saves costs at most two passes.
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeQueued = false;
  let stopped = false;
  /** The LISTEN's stop, once listening; undefined when it could not start (already logged). */
  let listening: Promise<(() => Promise<void>) | undefined> | undefined;

  function launch(pass: () => Promise<void>) {
    running = pass()
      .catch((error: unknown) => log.error({ err: error }, 'automations failed'))
      .finally(() => {
        running = undefined;
        if (wakeQueued && !stopped) {
          wakeQueued = false;
          launch(runEvents);
        }
      });
  }

  const tick = () => {
    if (!running) launch(runDue);
  };

  /** A ticket event was committed (TICKET_EVENT_CHANNEL): run its triggers now, or right after the current pass. */
  const wake = () => {
    if (stopped) return;
    if (running) wakeQueued = true;
    else launch(runEvents);
  };

  return {
    runDue,
    /**
     * Runs a full pass every `intervalMs` (the safety net, and the time rules' clock) and an events pass whenever a ticket
     * event is committed, and one as soon as it listens (for the events saved while no process listened).
     */
    start(intervalMs = AUTOMATION_INTERVAL_MS): void {
      stopped = false;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      listening = ctx.database.listen(TICKET_EVENT_CHANNEL, wake).then(
        (stopListening) => {
          wake();
          return stopListening;
        },
        (error: unknown) => {
          log.error({ err: error }, 'automations cannot hear ticket events; the interval still runs them');
          return undefined;
        },
      );
    },
    /** Resolves once `start` listens for ticket events (or failed to, which it logged). */
    async listening(): Promise<void> {
      await listening;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      const stopListening = await listening;
      listening = undefined;
      await stopListening?.();
      await running;
    },
  };
}
