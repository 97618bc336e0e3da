// The catalogue ids a rule names, checked before it is saved (docs/product/automations.md): an unknown id is its
// field's 'La opción seleccionada no es válida.', an inactive one 'La opción seleccionada no está activa.' and a user
// that must act or be told on tickets must be an active internal user. Messages land on the exact field
// (`conditions.categoryIds`, `actions.2.userId`), so the form shows them where the value was chosen.
import { and, eq, type SQL } from 'drizzle-orm';
import { EntityType, automationMessages, type AutomationAction, type AutomationInputParsed } from '@tms/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  cannedResponses,
  categories,
  companyLocations,
  entityTypes,
  priorities,
  statuses,
  subCategories,
  users,
} from '../../../db/schema';
import type { Reference } from '../../../lib/catalogue-kit/references';

type ActiveTable = PgTable & { id: PgColumn; isActive: PgColumn };

const active = (table: ActiveTable) => ({ where: eq(table.isActive, true), message: automationMessages.inactiveOption });
const internalUser = {
  where: and(eq(users.isActive, true), eq(users.entityTypeId, EntityType.Internal)) as SQL,
  message: automationMessages.notInternalUser,
};
/** Canned responses shared with every internal user: a personal one is its owner's alone. */
const sharedResponse = {
  where: and(eq(cannedResponses.isActive, true), eq(cannedResponses.isShared, true)) as SQL,
  message: automationMessages.inactiveOption,
};

/** The references of the conditions: catalogues must exist and be active (statuses are fixed reference rows). */
function conditionReferences({ conditions }: AutomationInputParsed): Reference[] {
  const field = (name: string) => `conditions.${name}`;
  return [
    { field: field('categoryIds'), table: categories, id: conditions.categoryIds, rule: active(categories) },
    { field: field('subCategoryIds'), table: subCategories, id: conditions.subCategoryIds, rule: active(subCategories) },
    {
      field: field('companyLocationIds'),
      table: companyLocations,
      id: conditions.companyLocationIds,
      rule: active(companyLocations),
    },
    { field: field('severityIds'), table: priorities, id: conditions.severityIds, rule: active(priorities) },
    { field: field('statusIds'), table: statuses, id: conditions.statusIds },
    // 0 is 'sin responsable', not a user.
    { field: field('assignedToIds'), table: users, id: conditions.assignedToIds.filter((id) => id > 0) },
    { field: field('creatorEntityTypeIds'), table: entityTypes, id: conditions.creatorEntityTypeIds },
  ];
}

/** The references one action names, on its own fields. */
function actionReferences(action: AutomationAction, index: number): Reference[] {
  const field = (name: string) => `actions.${index}.${name}`;
  switch (action.type) {
    case 'setResponsible':
      return [{ field: field('userId'), table: users, id: action.userId, rule: internalUser }];
    case 'setSeverity':
      return [{ field: field('severityId'), table: priorities, id: action.severityId, rule: active(priorities) }];
    case 'setStatus':
      return [{ field: field('statusId'), table: statuses, id: action.statusId }];
    case 'addSubscribers':
      return [{ field: field('userIds'), table: users, id: action.userIds, rule: internalUser }];
    case 'notify':
      return [{ field: field('userIds'), table: users, id: action.userIds, rule: internalUser }];
    case 'reply':
      return [{ field: field('cannedResponseId'), table: cannedResponses, id: action.cannedResponseId, rule: sharedResponse }];
    case 'addNote':
    case 'webhook':
      return [];
  }
}

/** Every reference of a rule, for `assertReferences` (catalogue-kit/references.ts). */
export const ruleReferences = (input: AutomationInputParsed): Reference[] => [
  ...conditionReferences(input),
  ...input.actions.flatMap(actionReferences),
];
