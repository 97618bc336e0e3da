// The worker's reads and writes: the active rules of a kind, the pending ticket events, the runs (at most one per
// rule, ticket and occasion, by the unique index) and the history entries a rule's save wrote.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AutomationKind, AutomationRunResult } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { automationHistoryAuthors, automationRules, automationRuns, ticketEvents } from '../../../db/schema';

export type RuleRow = typeof automationRules.$inferSelect;
export type TicketEventRow = typeof ticketEvents.$inferSelect;

export const engineRepository = {
  activeRules: (db: Executor, kind: AutomationKind): Promise<RuleRow[]> =>
    db
      .select()
      .from(automationRules)
      .where(and(eq(automationRules.kind, kind), eq(automationRules.isActive, true)))
      .orderBy(asc(automationRules.order), asc(automationRules.id)),

  async rule(db: Executor, id: number): Promise<RuleRow | undefined> {
    const [rule] = await db.select().from(automationRules).where(eq(automationRules.id, id));
    return rule;
  },

  /**
   * The oldest unprocessed event, locked; on PostgreSQL a process skips events another holds, so several processes
   * share the queue and none handles an event twice.
   */
  async takeEvent(tx: Executor): Promise<TicketEventRow | undefined> {
    const [event] = await queryRows<TicketEventRow>(
      tx,
      sql`SELECT id, work_item_id AS "workItemId", event, actor_id AS "actorId", rule_id AS "ruleId",
                 chain_depth AS "chainDepth", created_date AS "createdDate", processed_date AS "processedDate"
            FROM ticket_events WHERE processed_date IS NULL ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    );
    return event;
  },

  markProcessed: (tx: Executor, id: number, at: Date) =>
    tx.update(ticketEvents).set({ processedDate: at }).where(eq(ticketEvents.id, id)),

  /** Claims the run of a rule on a ticket for an occasion; false when it already ran (or another process holds it). */
  async claimRun(tx: Executor, ruleId: number, workItemId: number, occasion: string, at: Date): Promise<number | null> {
    const [run] = await tx
      .insert(automationRuns)
      .values({ ruleId, workItemId, occasion, at, result: 'done' })
      .onConflictDoNothing()
      .returning({ id: automationRuns.id });
    return run?.id ?? null;
  },

  finishRun: (tx: Executor, id: number, result: AutomationRunResult, error: string | null) =>
    tx.update(automationRuns).set({ result, error }).where(eq(automationRuns.id, id)),

  /** Locks the ticket and answers its newest history entry's id: entries after it are the coming save's. */
  async lockTicket(tx: Executor, workItemId: number): Promise<number> {
    const [row] = await queryRows<{ last: number }>(
      tx,
      sql`SELECT COALESCE((SELECT max(h.id) FROM work_item_history h WHERE h.work_item_id = wi.id), 0) AS last
            FROM work_items wi WHERE wi.id = ${workItemId} FOR UPDATE`,
    );
    return row?.last ?? 0;
  },

  /** Names the rule as the author of the entries its save wrote on the ticket after `afterId`. */
  async signHistory(tx: Executor, workItemId: number, afterId: number, ruleId: number): Promise<void> {
    await tx.execute(sql`
      INSERT INTO ${automationHistoryAuthors} (history_id, rule_id)
      SELECT h.id, ${ruleId} FROM work_item_history h WHERE h.work_item_id = ${workItemId} AND h.id > ${afterId}`);
  },

  /** Marks the transaction's saves as the rule's, one step further down the chain (read by the tickets' event record). */
  async actAsRule(tx: Executor, ruleId: number, depth: number): Promise<void> {
    await tx.execute(sql`SELECT set_config('tms.automation_rule', ${String(ruleId)}, true),
                                set_config('tms.automation_depth', ${String(depth)}, true)`);
  },
};
