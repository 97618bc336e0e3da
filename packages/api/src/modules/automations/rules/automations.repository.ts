// Automation rules through the catalogue kit (sorted by their order, then code), and the runs of one rule.
import { asc, desc, eq } from 'drizzle-orm';
import type { AutomationRun } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { automationRules, automationRuns } from '../../../db/schema';
import { byCode } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { stampedRows } from '../../../lib/catalogue-kit/stamped-rows';

const columns = {
  id: automationRules.id,
  companyId: automationRules.companyId,
  code: automationRules.code,
  detail: automationRules.detail,
  kind: automationRules.kind,
  events: automationRules.events,
  conditions: automationRules.conditions,
  threshold: automationRules.threshold,
  actions: automationRules.actions,
  order: automationRules.order,
  isActive: automationRules.isActive,
};

const itemColumns = {
  id: automationRules.id,
  code: automationRules.code,
  detail: automationRules.detail,
  kind: automationRules.kind,
};

/** How many runs `GET automations/{id}/runs` lists. */
export const RUNS_LISTED = 50;

export const automationsRepository = {
  ...catalogueTable({
    table: automationRules,
    query: (db) => db.select(columns).from(automationRules),
    itemQuery: (db) => db.select(itemColumns).from(automationRules),
    order: [asc(automationRules.order), ...byCode(automationRules.code, automationRules.id)],
  }),
  ...stampedRows(automationRules),

  /** The picker's rows: active macros. */
  macros: () => eq(automationRules.kind, 'macro'),

  /** The rule's last runs, newest first. */
  async runsOf(db: Executor, ruleId: number): Promise<AutomationRun[]> {
    const rows = await db
      .select({
        ticketId: automationRuns.workItemId,
        occasion: automationRuns.occasion,
        at: automationRuns.at,
        result: automationRuns.result,
        error: automationRuns.error,
      })
      .from(automationRuns)
      .where(eq(automationRuns.ruleId, ruleId))
      .orderBy(desc(automationRuns.at), desc(automationRuns.id))
      .limit(RUNS_LISTED);
    return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  },
};
