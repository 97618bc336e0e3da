// Conditions (docs/product/automations.md): all must hold, an empty list holds for every value, 0 is 'sin responsable',
// the subject test ignores accents and case, and finalised tickets are left alone unless statusIds names status 3.
import { describe, expect, it } from 'vitest';
import { TicketStatus, automationConditions } from '@tms/contracts';
import { conditionsHold } from './conditions';
import type { TicketFacts } from './ticket-facts';

const ticket: TicketFacts = {
  id: 1,
  subject: 'Falla de IMPRESIÓN',
  categoryId: 1,
  subCategoryId: 2,
  companyLocationId: 3,
  severityId: 4,
  statusId: TicketStatus.Initial,
  assignedTo: null,
  createdBy: 5,
  creatorEntityTypeId: 2,
  createdByMail: true,
};
const holds = (conditions: object, facts: Partial<TicketFacts> = {}) =>
  conditionsHold(automationConditions.parse(conditions), { ...ticket, ...facts });

describe('automation conditions', () => {
  it('holds with no conditions, and only when every given one holds', () => {
    expect(holds({})).toBe(true);
    expect(holds({ categoryIds: [1], severityIds: [4], creatorEntityTypeIds: [2], createdByMail: true })).toBe(true);
    expect(holds({ categoryIds: [1], severityIds: [3] })).toBe(false);
    expect(holds({ createdByMail: false })).toBe(false);
    expect(holds({ companyLocationIds: [3] }, { companyLocationId: null })).toBe(false);
  });

  it("reads 0 as 'sin responsable'", () => {
    expect(holds({ assignedToIds: [0] })).toBe(true);
    expect(holds({ assignedToIds: [0] }, { assignedTo: 7 })).toBe(false);
    expect(holds({ assignedToIds: [0, 7] }, { assignedTo: 7 })).toBe(true);
  });

  it('finds the subject text whatever its accents and case', () => {
    expect(holds({ subjectContains: 'impresion' })).toBe(true);
    expect(holds({ subjectContains: 'Falla de imp' })).toBe(true);
    expect(holds({ subjectContains: 'correo' })).toBe(false);
  });

  it('leaves finalised tickets alone unless statusIds names status 3', () => {
    const finished = { statusId: TicketStatus.Finished };
    expect(holds({}, finished)).toBe(false);
    expect(holds({ statusIds: [1, 2] }, finished)).toBe(false);
    expect(holds({ statusIds: [TicketStatus.Finished] }, finished)).toBe(true);
  });
});
