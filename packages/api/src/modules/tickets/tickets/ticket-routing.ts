// Who receives a new ticket (docs/product/tickets.md#routing-and-sla): the sub-category's owner at the ticket's branch,
// else the sub-category's owner, else the category's owner at the branch, else the category's owner. Only active
// owners.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

export async function routeTicket(db: Executor, subCategoryId: number, companyLocationId: number | null): Promise<number | null> {
  const [row] = await queryRows<{ ownerId: number | null }>(
    db,
    sql`
    SELECT COALESCE(
      (SELECT scl.owner_id FROM sub_category_locations scl JOIN users u ON u.id = scl.owner_id AND u.is_active
        WHERE scl.sub_category_id = sc.id AND scl.company_location_id = ${companyLocationId} AND scl.is_active),
      (SELECT u.id FROM users u WHERE u.id = sc.owner_id AND u.is_active),
      (SELECT cl.owner_id FROM category_locations cl JOIN users u ON u.id = cl.owner_id AND u.is_active
        WHERE cl.category_id = sc.category_id AND cl.company_location_id = ${companyLocationId} AND cl.is_active),
      (SELECT u.id FROM categories c JOIN users u ON u.id = c.owner_id AND u.is_active WHERE c.id = sc.category_id)
    ) AS "ownerId"
    FROM sub_categories sc WHERE sc.id = ${subCategoryId}`,
  );
  return row?.ownerId ?? null;
}
