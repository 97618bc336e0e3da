// Who may write and who may read which knowledge-base articles (docs/product/self-service.md#knowledge-base): holders
// of permission 32 write, read every article of the company and see its versions; everyone else reads only published
// articles of their audience — internal users (entity type 1) the internal and public ones, clients and providers
// the public ones meant for their entity type. An article a reader may not read does not exist for them (404), on
// every path: the list, the search, the suggestions, the article, its feedback and its deflection.
import { sql, type SQL } from 'drizzle-orm';
import { EntityType, Permission } from '@tms/contracts';
import { hasPermission, type AuthUser } from '../../../plugins/current-user';

export const knowledgePermission = Permission.KnowledgeBase;

export const articlesPolicy = {
  isWriter: (user: AuthUser) => hasPermission(user, knowledgePermission),
  isInternal: (user: AuthUser) => user.entityTypeId === EntityType.Internal,
};

/** The SQL condition on an article `a` (kb_articles) that `user` may read as a reader. */
export function readableArticles(user: AuthUser): SQL {
  const audience = articlesPolicy.isInternal(user)
    ? sql`TRUE`
    : sql`a.audience = 'public' AND ${user.entityTypeId}::integer = ANY(a.entity_type_ids)`;
  return sql`(a.company_id = ${user.companyId} AND a.status = 'published' AND ${audience})`;
}

/** The articles `user` may open by id: every article of the company for a writer, else the readable ones. */
export function openableArticles(user: AuthUser): SQL {
  return articlesPolicy.isWriter(user) ? sql`(a.company_id = ${user.companyId})` : readableArticles(user);
}
