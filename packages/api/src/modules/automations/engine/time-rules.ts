// The time rules' pass (docs/product/automations.md): escalations, then schedules, in their order, by one process at a
// time — the pass holds a transaction-scoped advisory lock and a process that cannot take it skips its turn. Each
// rule's run is claimed by the unique index of automation_runs, so even a second pass could not run one twice.
import { sql } from 'drizzle-orm';
import type { AppContext, Logger } from '../../../context';
import { queryRows } from '../../../db/client';
import { engineRepository as repository, type RuleRow } from './engine.repository';
import { escalate } from './escalations';
import { runSchedule } from './schedules';

/** The first key of the two-key advisory lock: 'esca' in ASCII, apart from every other lock of the product. */
export const TIME_RULES_LOCK_NAMESPACE = 0x65736361;

type TimeRule = (ctx: AppContext, log: Logger, rule: RuleRow, now: Date) => Promise<void>;

/** One pass over the active escalations and schedules; false when another process holds the turn. */
export async function runTimeRules(ctx: AppContext, log: Logger, now: Date): Promise<boolean> {
  const passes: [RuleRow[], TimeRule][] = [
    [await repository.activeRules(ctx.db, 'escalation'), escalate],
    [await repository.activeRules(ctx.db, 'schedule'), runSchedule],
  ];
  if (passes.every(([rules]) => rules.length === 0)) return true;
  return ctx.db.transaction(async (tx) => {
    const [turn] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${TIME_RULES_LOCK_NAMESPACE}, 0) AS locked`,
    );
    if (!turn.locked) return false;
    for (const [rules, run] of passes) for (const rule of rules) await run({ ...ctx, db: tx }, log, rule, now);
    return true;
  });
}
