// The durable ticket events the automations' triggers read (docs/product/automations.md): one row per new ticket, save
// with changes, and public message, written in the save's own transaction, so a crash between the save and the rules
// loses no run. A save an automation makes carries the rule and the chain's depth, which its transaction sets
// (`tms.automation_rule`, `tms.automation_depth`): the rule does not fire itself again and chains stop.
import { sql } from 'drizzle-orm';
import { EntityType } from '@tms/contracts';
import type { Executor } from '../../../db/client';

const ruleOfTransaction = sql`NULLIF(current_setting('tms.automation_rule', true), '')::int`;
const depthOfTransaction = sql`COALESCE(NULLIF(current_setting('tms.automation_depth', true), '')::int, 0)`;

/** A new ticket ('created') or a save that changed it ('updated'). */
export async function recordTicketEvent(
  tx: Executor,
  workItemId: number,
  event: 'created' | 'updated',
  actorId: number,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ticket_events (work_item_id, event, actor_id, rule_id, chain_depth)
    VALUES (${workItemId}, ${event}, ${actorId}, ${ruleOfTransaction}, ${depthOfTransaction})`);
}

/**
 * A public message: 'creatorMessage' by the ticket's creator, 'agentMessage' by another internal user; a client's or
 * provider's message on someone else's ticket records nothing.
 */
export async function recordMessageEvent(tx: Executor, workItemId: number, actorId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ticket_events (work_item_id, event, actor_id, rule_id, chain_depth)
    SELECT wi.id, CASE WHEN wi.created_by = ${actorId} THEN 'creatorMessage' ELSE 'agentMessage' END, ${actorId},
           ${ruleOfTransaction}, ${depthOfTransaction}
      FROM work_items wi
     WHERE wi.id = ${workItemId}
       AND (wi.created_by = ${actorId}
            OR EXISTS (SELECT 1 FROM users u WHERE u.id = ${actorId} AND u.entity_type_id = ${EntityType.Internal}))`);
}
