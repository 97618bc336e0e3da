// The rule form's values (docs/product/automations.md): what a saved rule starts the form with, the blank action of
// each type, the parts of a rule its kind keeps (switching kinds keeps what was typed, but only the chosen kind's
// events and threshold are sent) and the fields a server message may land on.
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTOMATION_MAX_ACTIONS,
  automationConditions,
  automationInput,
  automationThreshold,
  type Automation,
  type AutomationActionType,
  type AutomationEvent,
  type AutomationInput,
  type AutomationInputParsed,
  type AutomationKind,
  type AutomationThreshold,
} from '@tms/contracts';
import { codeDetailValues } from '@/components/catalogue-kit/components/code-detail-fields';

type FormAction = AutomationInput['actions'][number];

export interface AutomationFormValues {
  code: string;
  detail: string;
  kind: AutomationKind;
  events: AutomationEvent[];
  conditions: Automation['conditions'];
  threshold: AutomationThreshold;
  actions: FormAction[];
  /** Null while the field is empty (the schema answers it). */
  order: number | null;
  isActive: boolean;
}

const noThreshold: AutomationThreshold = { percentOfSla: null, idleWorkingHours: null, waitingWorkingDays: null };

const noConditions: Automation['conditions'] = automationConditions.parse({});

export const automationFormValues = (rule?: Automation): AutomationFormValues => ({
  ...codeDetailValues(rule),
  kind: rule?.kind ?? 'trigger',
  events: rule?.events ?? [],
  conditions: rule?.conditions ?? noConditions,
  threshold: rule?.threshold ?? noThreshold,
  actions: rule?.actions ?? [],
  order: rule?.order ?? 0,
});

/** A chosen id the user has not picked yet: the schema refuses it on its field. */
const unpicked = null as unknown as number;

/** A new action of `type`, its pickers empty ('Asignar a' starts on 'Enrutar de nuevo'). */
export function blankAction(type: AutomationActionType): FormAction {
  switch (type) {
    case 'setResponsible':
      return { type, userId: null };
    case 'setSeverity':
      return { type, severityId: unpicked };
    case 'setStatus':
      return { type, statusId: unpicked };
    case 'addSubscribers':
      return { type, userIds: [] };
    case 'addNote':
      return { type, message: '' };
    case 'reply':
      return { type, cannedResponseId: unpicked };
    case 'notify':
      return { type, userIds: [], responsible: false, message: '' };
    case 'webhook':
      return { type, url: '', secret: '' };
  }
}

/** The threshold a kind uses: an escalation's share of the SLA, a schedule's hours or days, none otherwise. */
function thresholdOfKind(kind: AutomationKind, threshold: AutomationThreshold): AutomationThreshold | null {
  if (kind === 'escalation') return { ...noThreshold, percentOfSla: threshold.percentOfSla };
  if (kind === 'schedule') return { ...threshold, percentOfSla: null };
  return null;
}

/** The rule as the schema reads it: the events of a trigger alone, the threshold of its kind alone. */
export const ruleOfKind = (values: AutomationFormValues): AutomationInput => ({
  ...values,
  order: values.order as number,
  events: values.kind === 'trigger' ? values.events : [],
  threshold: thresholdOfKind(values.kind, values.threshold),
});

const schemaResolver = zodResolver(automationInput);

export const automationResolver: Resolver<AutomationFormValues, unknown, AutomationInputParsed> = (values, context, options) =>
  schemaResolver(ruleOfKind(values), context, options as never) as ReturnType<
    Resolver<AutomationFormValues, unknown, AutomationInputParsed>
  >;

const actionFieldNames = [
  'type',
  'userId',
  'severityId',
  'statusId',
  'userIds',
  'responsible',
  'message',
  'cannedResponseId',
  'url',
  'secret',
] as const;

/** Every field a 400's `data.fields` may name ('conditions.categoryIds', 'actions.2.userId'…). */
export const automationFields: readonly string[] = [
  'code',
  'detail',
  'kind',
  'events',
  'order',
  'isActive',
  'conditions',
  ...automationConditions.keyof().options.map((name) => `conditions.${name}`),
  'threshold',
  ...automationThreshold.keyof().options.map((name) => `threshold.${name}`),
  'actions',
  ...Array.from({ length: AUTOMATION_MAX_ACTIONS }, (_, index) => [
    `actions.${index}`,
    ...actionFieldNames.map((name) => `actions.${index}.${name}`),
  ]).flat(),
];
