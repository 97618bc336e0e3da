// Writing a new ticket row with its 'add' history entry and the assignment notification; shared by ticket
// creation and by child tickets created from tasks.
import type { Executor } from '../../../db/client';
import { workItems } from '../../../db/schema';
import { computeExpireDate } from './ticket-sla';
import { writeHistory } from './ticket-history';
import { notifyAssigned } from './ticket-notifications';

export interface NewTicket {
  companyId: number;
  subject: string;
  detail: string;
  categoryId: number;
  subCategoryId: number;
  companyLocationId: number | null;
  assignedTo: number | null;
  severityId: number;
  parentId: number | null;
  isCreatedFromTask: boolean;
}

export async function insertTicket(db: Executor, values: NewTicket, actorId: number, at: Date): Promise<number> {
  const expireDate = await computeExpireDate(db, at, values.subCategoryId, values.severityId);
  const [row] = await db
    .insert(workItems)
    .values({ ...values, statusId: 1, expireDate, createdBy: actorId, createdDate: at, modifiedBy: actorId, modifiedDate: at })
    .returning({ id: workItems.id });
  await writeHistory(db, row.id, 'add', actorId, at, []);
  await notifyAssigned(db, row.id, values.subject, values.assignedTo, actorId);
  return row.id;
}
