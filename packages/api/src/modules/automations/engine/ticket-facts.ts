// What a rule's conditions look at on a ticket (docs/product/automations.md), read in one query: for one ticket
// (`ticketFacts`), or as columns of a larger read of `work_items wi` (`ticketFactColumns`, the time rules' pass).
import { sql } from 'drizzle-orm';
import { HistoryAction, TicketOrigin } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';

export interface TicketFacts {
  id: number;
  subject: string;
  categoryId: number;
  subCategoryId: number;
  companyLocationId: number | null;
  severityId: number;
  statusId: number;
  assignedTo: number | null;
  createdBy: number;
  creatorEntityTypeId: number;
  /** The ticket came in by e-mail (its creation entry's origin). */
  createdByMail: boolean;
}

/** The facts of `work_items wi` joined to its creator `users cu`. */
export const ticketFactColumns = sql`wi.id, wi.subject, wi.category_id AS "categoryId", wi.sub_category_id AS "subCategoryId",
  wi.company_location_id AS "companyLocationId", wi.severity_id AS "severityId", wi.status_id AS "statusId",
  wi.assigned_to AS "assignedTo", wi.created_by AS "createdBy", cu.entity_type_id AS "creatorEntityTypeId",
  EXISTS (SELECT 1 FROM work_item_history h
           WHERE h.work_item_id = wi.id AND h.action = ${HistoryAction.Add}
             AND h.origin = ${TicketOrigin.Mail}) AS "createdByMail"`;

export async function ticketFacts(db: Executor, ticketId: number): Promise<TicketFacts | undefined> {
  const [facts] = await queryRows<TicketFacts>(
    db,
    sql`SELECT ${ticketFactColumns} FROM work_items wi JOIN users cu ON cu.id = wi.created_by WHERE wi.id = ${ticketId}`,
  );
  return facts;
}
