// Who sees which client and provider companies (docs/product/access.md#users): internal users every active one with
// its type; clients and providers only the companies of the people on the tickets they may see (their own included),
// by name.
import { sql, type SQL } from 'drizzle-orm';
import { externalEntities } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { isInternalUser, ticketPeopleOf } from '../../access';

export const externalEntitiesPolicy = {
  seesEveryCompany: isInternalUser,

  /** Companies of `user`'s ticket people: the one behind each ticket's creator, assignee and task performers. */
  relatedCompanies: (user: AuthUser): SQL =>
    sql`${externalEntities.id} IN (SELECT u.external_entity_id FROM users u WHERE u.id IN (${ticketPeopleOf(user)}))`,
};
