// Macros (docs/product/automations.md): an internal user applies an active macro to one ticket, or to up to 100 in bulk;
// its actions run as that user, with that user's rights, in one transaction per ticket — a refused action refuses the
// whole macro on that ticket (the tickets service's Spanish 403/400) and nothing of it stays there; in bulk the other
// tickets go on. Each application is recorded as a run like any rule's.
import { automationMessages, type BulkResult, type Ticket } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { badRequest, forbidden, found } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { createTicketsService, eachTicket } from '../../tickets';
import { engineRepository as repository, type RuleRow } from '../engine/engine.repository';
import { runActions } from '../engine/rule-actions';
import { automationsPolicy as policy } from '../rules/automations.policy';

export function createMacrosService(ctx: AppContext) {
  const { db } = ctx;

  /** The active macro an internal user asked for: 403 for anyone else, 404 when missing, 400 when not an active macro. */
  async function macroFor(user: AuthUser, ruleId: number): Promise<RuleRow> {
    if (!policy.mayApplyMacros(user)) throw forbidden();
    const rule = found(await repository.rule(db, ruleId));
    if (rule.kind !== 'macro' || !rule.isActive)
      throw badRequest({ ruleId: automationMessages.notMacro }, automationMessages.notMacro);
    return rule;
  }

  /** Applies the macro to one ticket in its own transaction: every action, with its run, or nothing. */
  function applyToTicket(user: AuthUser, ticketId: number, rule: RuleRow): Promise<void> {
    const at = new Date();
    return db.transaction(async (tx) => {
      const run = { ctx: { ...ctx, db: tx }, rule, ticketId, actor: user, byRule: false, actorName: user.displayName };
      await runActions({ ...run, reason: 'macro' });
      // Recorded after the actions, which refuse a ticket that is missing or out of the user's sight first.
      await repository.claimRun(tx, rule.id, ticketId, `macro:${at.toISOString()}:${user.id}`, at);
    });
  }

  return {
    async apply(user: AuthUser, ticketId: number, ruleId: number): Promise<Ticket> {
      await applyToTicket(user, ticketId, await macroFor(user, ruleId));
      return createTicketsService(ctx).detail(user, ticketId);
    },

    /** Each ticket in turn, all or nothing on its own; a refusal (4xx) is that ticket's, a fault stops the call. */
    async applyInBulk(user: AuthUser, ids: number[], ruleId: number): Promise<BulkResult> {
      const rule = await macroFor(user, ruleId);
      return eachTicket(ids, async (id) => {
        await applyToTicket(user, id, rule);
        return null;
      });
    },
  };
}
