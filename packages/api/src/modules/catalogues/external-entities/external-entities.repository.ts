// External entities (client and provider organisations): the active ones by name, optionally of one entity type and
// within a row scope of the policy.
import { and, eq, type SQL } from 'drizzle-orm';
import type { ExternalEntityItem } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { externalEntities } from '../../../db/schema';
import { byCode } from '../../../lib/catalogue-kit/catalogue-queries';

export const externalEntitiesRepository = {
  active(db: Executor, entityTypeId?: number, scope?: SQL): Promise<ExternalEntityItem[]> {
    return db
      .select({
        id: externalEntities.id,
        entityTypeId: externalEntities.entityTypeId,
        code: externalEntities.code,
        isActive: externalEntities.isActive,
      })
      .from(externalEntities)
      .where(
        and(
          eq(externalEntities.isActive, true),
          entityTypeId ? eq(externalEntities.entityTypeId, entityTypeId) : undefined,
          scope,
        ),
      )
      .orderBy(...byCode(externalEntities.code, externalEntities.id));
  },
};
