// Who may read what in the catalogues (PRODUCT.md §4): admin calls need the screen's permission id; pickers need a
// signed-in user, and clients and providers (entity types 2 and 3) only see public, active items configured for
// their entity type.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { EntityType } from '@tms/contracts';
import { forbidden } from '../../lib/errors';
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
    sql`exists (select 1 from ${configs.itemId.table} where ${configs.itemId} = ${item.id} and ${configs.entityTypeId} = ${user.entityTypeId})`,
  )!;
}

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
