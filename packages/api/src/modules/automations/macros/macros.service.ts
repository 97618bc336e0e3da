// Macros (docs/product/automations.md): an internal user applies an active macro to one ticket; its actions run as that
// user, with that user's rights, in one transaction — a refused action refuses the whole macro (the tickets service's
// Spanish 403/400) and nothing of it stays. The run is recorded like any rule's.
import { automationMessages, type Ticket } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { badRequest, forbidden, found } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { createTicketsService } from '../../tickets';
import { engineRepository as repository } from '../engine/engine.repository';
import { runActions } from '../engine/rule-actions';
import { automationsPolicy as policy } from '../rules/automations.policy';

export function createMacrosService(ctx: AppContext) {
  const { db } = ctx;

  async function macroRule(ruleId: number) {
    const rule = found(await repository.rule(db, ruleId));
    if (rule.kind !== 'macro' || !rule.isActive)
      throw badRequest({ ruleId: automationMessages.notMacro }, automationMessages.notMacro);
    return rule;
  }

  return {
    async apply(user: AuthUser, ticketId: number, ruleId: number): Promise<Ticket> {
      if (!policy.mayApplyMacros(user)) throw forbidden();
      const rule = await macroRule(ruleId);
      const at = new Date();
      await db.transaction(async (tx) => {
        await repository.claimRun(tx, rule.id, ticketId, `macro:${at.toISOString()}:${user.id}`, at);
        const run = { ctx: { ...ctx, db: tx }, rule, ticketId, actor: user, byRule: false, actorName: user.displayName };
        await runActions({ ...run, reason: 'macro' });
      });
      return createTicketsService(ctx).detail(user, ticketId);
    },
  };
}
