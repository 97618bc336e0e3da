// The durable ticket events the automations' triggers read (docs/product/automations.md): one row per new ticket, save
// with changes, and public message, written in the save's own transaction, so a crash between the save and the rules
// loses no run. A save an automation makes carries the rule and the chain's depth, which its transaction sets
// (`tms.automation_rule`, `tms.automation_depth`): the rule does not fire itself again and chains stop. Each row is
// announced on TICKET_EVENT_CHANNEL in the same statement; the announcement is delivered at commit, so every process's
// automation worker wakes up within a moment of the save (and hears nothing of a save rolled back).
import { sql, type SQL } from 'drizzle-orm';
import { EntityType } from '@tms/contracts';
import type { Executor } from '../../../db/client';

/** Every new ticket event's id is announced here (at commit), so the automation workers run its triggers at once. */
export const TICKET_EVENT_CHANNEL = 'ticket_event';

/** Runs `insertReturningId` (an INSERT … RETURNING id) and announces each row it wrote, in one statement. */
const insertAndAnnounce = (insertReturningId: SQL) =>
  sql`WITH recorded AS (${insertReturningId}) SELECT pg_notify(${TICKET_EVENT_CHANNEL}, recorded.id::text) FROM recorded`;

const ruleOfTransaction = sql`NULLIF(current_setting('tms.automation_rule', true), '')::int`;
const depthOfTransaction = sql`COALESCE(NULLIF(current_setting('tms.automation_depth', true), '')::int, 0)`;

/** A new ticket ('created') or a save that changed it ('updated'). */
export async function recordTicketEvent(
  tx: Executor,
  workItemId: number,
  event: 'created' | 'updated',
  actorId: number,
): Promise<void> {
  await tx.execute(
    insertAndAnnounce(sql`
      INSERT INTO ticket_events (work_item_id, event, actor_id, rule_id, chain_depth)
      VALUES (${workItemId}, ${event}, ${actorId}, ${ruleOfTransaction}, ${depthOfTransaction})
      RETURNING id`),
  );
}

/**
 * A public message: 'creatorMessage' by the ticket's creator, 'agentMessage' by another internal user; a client's or
 * provider's message on someone else's ticket records nothing.
 */
export async function recordMessageEvent(tx: Executor, workItemId: number, actorId: number): Promise<void> {
  await tx.execute(
    insertAndAnnounce(sql`
      INSERT INTO ticket_events (work_item_id, event, actor_id, rule_id, chain_depth)
      SELECT wi.id, CASE WHEN wi.created_by = ${actorId} THEN 'creatorMessage' ELSE 'agentMessage' END, ${actorId},
             ${ruleOfTransaction}, ${depthOfTransaction}
        FROM work_items wi
       WHERE wi.id = ${workItemId}
         AND (wi.created_by = ${actorId}
              OR EXISTS (SELECT 1 FROM users u WHERE u.id = ${actorId} AND u.entity_type_id = ${EntityType.Internal}))
      RETURNING id`),
  );
}
