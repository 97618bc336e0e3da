// The automations catalogue (docs/product/automations.md): a rule is saved whole or not at all, after its webhook
// targets and every catalogue id it names are checked (Spanish 400 on the field); deletion deactivates, so the runs
// stay readable. The picker lists active macros to internal users only.
import { eq } from 'drizzle-orm';
import {
  TicketStatus,
  automationMessages,
  type AutomationKind,
  type Automation,
  type AutomationInputParsed,
  type AutomationItem,
  type AutomationRun,
  type WebhookDelivery,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { automationRules } from '../../../db/schema';
import { rearmTimeRules } from '../engine/due-tickets';
import { createCatalogueService, softDeletion, stampedWrites } from '../../../lib/catalogue-kit/catalogue-service';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import { badRequest, forbidden, found } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { webhookDeliveriesOf } from '../webhooks/webhook-outbox';
import { checkWebhookTarget } from '../webhooks/webhook-targets';
import { ruleReferences } from './automation-references';
import { automationsPolicy as policy } from './automations.policy';
import { automationsRepository as repository } from './automations.repository';

const TIME_KINDS: readonly AutomationKind[] = ['escalation', 'schedule'];

/** A saved active escalation or schedule makes every ticket it may read due at the next time rules' pass. */
async function rearmForTimeRule(tx: Executor, input: AutomationInputParsed): Promise<void> {
  if (!input.isActive || !TIME_KINDS.includes(input.kind)) return;
  await rearmTimeRules(tx, input.conditions.statusIds.includes(TicketStatus.Finished));
}

const stamped = stampedWrites(repository);
const rearmingWrites = {
  async insert(tx: Executor, input: AutomationInputParsed, user: AuthUser) {
    const id = await stamped.insert(tx, input, user);
    await rearmForTimeRule(tx, input);
    return id;
  },
  async update(tx: Executor, id: number, input: AutomationInputParsed, user: AuthUser) {
    await stamped.update(tx, id, input, user);
    await rearmForTimeRule(tx, input);
  },
};

export function createAutomationsService(ctx: AppContext) {
  const { db, config } = ctx;

  /** Each webhook action's URL through the webhooks' own check (scheme, host, private addresses…). */
  async function checkWebhooks(input: AutomationInputParsed): Promise<void> {
    const fields: Record<string, string> = {};
    for (const [index, action] of input.actions.entries()) {
      if (action.type !== 'webhook') continue;
      const problem = await checkWebhookTarget(action.url, config);
      if (problem) fields[`actions.${index}.url`] = problem;
    }
    if (Object.keys(fields).length) throw badRequest(fields);
  }

  const catalogue = createCatalogueService<Automation, Automation, AutomationItem, AutomationInputParsed>({
    entity: 'automations',
    db,
    store: repository,
    pickable: () => eq(automationRules.kind, 'macro'),
    async check(input) {
      await checkWebhooks(input);
      await assertReferences(db, ruleReferences(input));
    },
    ...rearmingWrites,
    unique: { code: automationMessages.duplicateCode },
    remove: softDeletion(repository),
  });

  return {
    ...catalogue,
    async all(user: AuthUser): Promise<AutomationItem[]> {
      if (!policy.mayApplyMacros(user)) throw forbidden();
      return catalogue.all(user);
    },
    /** The rule's last runs, newest first (404 for an unknown rule). */
    async runs(user: AuthUser, id: number): Promise<AutomationRun[]> {
      found(await catalogue.get(user, id));
      return repository.runsOf(db, id);
    },
    /** The calls of the rule's webhooks, newest first (404 for an unknown rule). */
    async deliveries(user: AuthUser, id: number): Promise<WebhookDelivery[]> {
      found(await catalogue.get(user, id));
      return webhookDeliveriesOf(db, id);
    },
  };
}
