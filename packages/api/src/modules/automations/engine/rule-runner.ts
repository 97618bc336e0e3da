// One rule's run on one ticket for one occasion (docs/product/automations.md): claimed first (the unique index makes it
// at most once, across processes), then its actions in a savepoint as the rule — a refusal or a fault rolls back the
// rule's changes alone and is recorded with its Spanish reason, so it never blocks the other rules or the save
// that fired it.
import {
  AUTOMATION_CHAIN_MAX,
  EntityType,
  Permission,
  automationMessages,
  messages,
  type AutomationRunResult,
} from '@tms/contracts';
import type { AppContext, Logger } from '../../../context';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { loadAuthUser, type AuthUser } from '../../../plugins/current-user';
import { conditionsHold } from './conditions';
import { engineRepository as repository, type RuleRow } from './engine.repository';
import { runActions } from './rule-actions';
import { ticketFacts } from './ticket-facts';

export interface Occasion {
  ticketId: number;
  /** `event:{id}`, `escalation:{percent}:{deadline}`. */
  key: string;
  /** What made the rule run, sent with webhook calls: the event's name or 'escalation'. */
  reason: string;
  /** Chain depth of the saves the rule makes. */
  depth: number;
  at: Date;
}

/** Spanish reason of a failed run: the refusal's field or message; a fault's generic text (the fault is logged). */
function reasonOf(error: unknown, log: Logger): string {
  if (error instanceof AppError && error.statusCode < 500) {
    const fieldMessage = error.fields ? Object.values(error.fields)[0] : undefined;
    return fieldMessage ?? error.message;
  }
  log.error({ err: error }, 'automation rule failed');
  return messages.serverError;
}

/**
 * Who a rule acts as: the user who last saved it (the stamps name them), seeing every ticket as an internal user;
 * the tickets service skips the party checks for a rule's save (SaveOptions.byRule) but runs every validation.
 */
async function ruleActor(tx: Executor, rule: RuleRow): Promise<AuthUser> {
  const author = await loadAuthUser(tx, rule.modifiedBy ?? rule.createdBy ?? 0);
  if (!author) throw new AppError(400, automationMessages.authorMissing);
  const permissions = new Set([...author.permissions, Permission.SearchTickets]);
  return { ...author, entityTypeId: EntityType.Internal, permissions };
}

/** Runs the rule's actions as the rule, naming it as the author of the history its saves wrote. */
async function actAsRule(ctx: AppContext, rule: RuleRow, occasion: Occasion): Promise<void> {
  const { db } = ctx;
  await repository.actAsRule(db, rule.id, occasion.depth);
  const lastEntry = await repository.lockTicket(db, occasion.ticketId);
  const actor = await ruleActor(db, rule);
  const actorName = automationMessages.ruleAuthor(rule.code);
  await runActions({ ctx, rule, ticketId: occasion.ticketId, actor, byRule: true, actorName, reason: occasion.reason });
  await repository.signHistory(db, occasion.ticketId, lastEntry, rule.id);
}

async function record(tx: Executor, rule: RuleRow, occasion: Occasion, result: AutomationRunResult, error: string | null) {
  const runId = await repository.claimRun(tx, rule.id, occasion.ticketId, occasion.key, occasion.at);
  if (runId !== null && result !== 'done') await repository.finishRun(tx, runId, result, error);
  return runId;
}

/**
 * Runs `rule` on the occasion's ticket when its conditions hold, inside `ctx.db` (the caller's transaction). A chain
 * past its limit is recorded 'skipped'.
 */
export async function runRule(ctx: AppContext, log: Logger, rule: RuleRow, occasion: Occasion): Promise<void> {
  const tx = ctx.db;
  const facts = await ticketFacts(tx, occasion.ticketId);
  if (!facts || !conditionsHold(rule.conditions, facts)) return;
  if (occasion.depth > AUTOMATION_CHAIN_MAX) {
    await record(tx, rule, occasion, 'skipped', automationMessages.chainStopped);
    return;
  }
  const runId = await record(tx, rule, occasion, 'done', null);
  if (runId === null) return;
  try {
    await tx.transaction((savepoint) => actAsRule({ ...ctx, db: savepoint }, rule, occasion));
  } catch (error) {
    await repository.finishRun(tx, runId, 'failed', reasonOf(error, log));
  }
}
