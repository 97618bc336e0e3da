// Whether a rule's conditions hold for a ticket (docs/product/automations.md): all must hold; an empty list holds for
// every value; `assignedToIds` 0 is 'sin responsable'; `subjectContains` ignores accents and case. Rules leave
// finalised tickets alone unless `statusIds` names the finalised status.
import { TicketStatus, type AutomationConditions } from '@tms/contracts';
import type { TicketFacts } from './ticket-facts';

const anyOf = (allowed: readonly number[], value: number | null) =>
  allowed.length === 0 || (value !== null && allowed.includes(value));

/** Lower case without accents, so 'Impresión' contains 'impresion'. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function conditionsHold(c: AutomationConditions, t: TicketFacts): boolean {
  if (t.statusId === TicketStatus.Finished && !c.statusIds.includes(TicketStatus.Finished)) return false;
  return (
    anyOf(c.categoryIds, t.categoryId) &&
    anyOf(c.subCategoryIds, t.subCategoryId) &&
    anyOf(c.companyLocationIds, t.companyLocationId) &&
    anyOf(c.severityIds, t.severityId) &&
    anyOf(c.statusIds, t.statusId) &&
    anyOf(c.assignedToIds, t.assignedTo ?? 0) &&
    anyOf(c.creatorEntityTypeIds, t.creatorEntityTypeId) &&
    (c.createdByMail === null || c.createdByMail === t.createdByMail) &&
    (c.subjectContains === null || foldText(t.subject).includes(foldText(c.subjectContains)))
  );
}
