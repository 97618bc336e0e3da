// Rules every catalogue shares (docs/product/access.md#permissions): clients and providers (entity types 2 and 3) only
// see public, active items configured for their entity type; only active internal users may be responsibles; calls
// shared by two screens accept either screen's permission. Each domain's own policy names its permission ids and
// scopes.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { catalogueMessages, EntityType } from '@tms/contracts';
import { users } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { Reference } from '../../lib/catalogue-kit/references';
import { currentUser } from '../../plugins/authentication';
import { hasPermission, type AuthUser } from '../../plugins/current-user';

export const isInternal = (user: AuthUser) => user.entityTypeId === EntityType.Internal;

interface PublicItem {
  id: PgColumn;
  isActive: PgColumn;
  isPublic: PgColumn;
}

interface PublicConfigs {
  /** The configs column pointing at the item (category_configs.category_id). */
  itemId: PgColumn;
  entityTypeId: PgColumn;
}

/** Rows of a public catalogue (categories, sub-categories) the user may pick. */
export function visibleTo(user: AuthUser, item: PublicItem, configs: PublicConfigs): SQL {
  const active = eq(item.isActive, true);
  if (isInternal(user)) return active;
  return and(
    active,
    eq(item.isPublic, true),
    sql`exists (select 1 from ${configs.itemId.table}
        where ${configs.itemId} = ${item.id} and ${configs.entityTypeId} = ${user.entityTypeId})`,
  )!;
}

/** Users who may be responsibles (owners): internal (entity type 1) and active. */
const mayBeResponsible = and(eq(users.entityTypeId, EntityType.Internal), eq(users.isActive, true))!;

/**
 * The responsible user a form names (of a branch, category, sub-category, branch row or department): refused with
 * 400 on its field: 'invalid option' when the user does not exist, the responsible rule's message when it is not an
 * active internal user. Nothing is checked when no responsible is named.
 */
export const responsibleReference = (field: string, id: Reference['id']): Reference => ({
  field,
  table: users,
  id,
  rule: { where: mayBeResponsible, message: catalogueMessages.responsibleMustBeInternal },
});

/**
 * Route-level onRequest hook (runs after the authentication hook) for calls shared by two screens, e.g. the
 * sub-categories of a category, read from the categories (8) and the sub-categories (9) screens.
 */
export const anyPermission =
  (...ids: number[]) =>
  async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!ids.some((id) => hasPermission(user, id))) throw forbidden();
  };
