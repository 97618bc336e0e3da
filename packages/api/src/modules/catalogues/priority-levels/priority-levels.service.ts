// SLA levels (docs/product/catalogues.md#sla-levels): the response time of a sub-category for one severity. The SLA tab
// saves one row per severity at once (all or none): active rows keep a level, inactive rows remove it.
import {
  catalogueMessages,
  type PriorityLevel,
  type PriorityLevelInputParsed,
  type PriorityLevelsInputParsed,
  type SubCategoryPriorityLevel,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import { priorities, responseTimeTypes, subCategories } from '../../../db/schema';
import { createCatalogueService, hardDeletion } from '../../../lib/catalogue-kit/catalogue-service';
import { assertReferences, rowsUnder } from '../../../lib/catalogue-kit/references';
import { priorityLevelsRepository as repository, type LevelValues } from './priority-levels.repository';

/** The units of the levels' first-response targets (docs/product/service-quality.md#first-response). */
const targetUnits = (levels: { firstResponseTypeId: number | null }[]) =>
  levels.flatMap((level) => (level.firstResponseTypeId ? [level.firstResponseTypeId] : []));

export function createPriorityLevelsService({ db }: AppContext) {
  const check = (input: {
    subCategoryId: number;
    priorityIds: number[];
    responseTimeTypeIds: number[];
    firstResponseTypeIds: number[];
  }) =>
    assertReferences(db, [
      { field: 'subCategoryId', table: subCategories, id: input.subCategoryId },
      { field: 'priorityId', table: priorities, id: input.priorityIds },
      { field: 'responseTimeTypeId', table: responseTimeTypes, id: input.responseTimeTypeIds },
      { field: 'firstResponseTypeId', table: responseTimeTypes, id: input.firstResponseTypeIds },
    ]);
  const checkOne = (input: PriorityLevelInputParsed) =>
    check({
      subCategoryId: input.subCategoryId,
      priorityIds: [input.priorityId],
      responseTimeTypeIds: [input.responseTimeTypeId],
      firstResponseTypeIds: targetUnits([input]),
    });

  const service = createCatalogueService<PriorityLevel, PriorityLevel, PriorityLevel, PriorityLevelInputParsed>({
    entity: 'priority-levels',
    db,
    store: repository,
    check: checkOne,
    insert: (tx, input, user) => repository.insert(tx, input, user.id),
    update: (tx, id, input, user) => repository.update(tx, id, input, user.id),
    /** One level per severity and sub-category. */
    unique: { priorityId: catalogueMessages.levelAlreadyExists },
    remove: hardDeletion(repository),
  });

  return {
    ...service,
    ofSubCategory: rowsUnder<SubCategoryPriorityLevel[]>(db, subCategories, (subCategoryId) =>
      repository.ofSubCategory(db, subCategoryId),
    ),

    async saveMultiple(actorId: number, { subCategoryId, list }: PriorityLevelsInputParsed): Promise<SubCategoryPriorityLevel[]> {
      // The schema guarantees a response time type on every active row.
      const kept: LevelValues[] = list
        .filter((row) => row.isActive)
        .map((row) => ({
          priorityId: row.priorityId,
          responseTimeSetting: row.responseTimeSetting,
          responseTimeTypeId: row.responseTimeTypeId!,
          // A target's unit is required by the schema; without a target the level keeps none.
          firstResponseSetting: row.firstResponseSetting,
          firstResponseTypeId: row.firstResponseSetting === null ? null : row.firstResponseTypeId,
        }));
      const removed = list.filter((row) => !row.isActive).map((row) => row.priorityId);
      await check({
        subCategoryId,
        priorityIds: list.map((row) => row.priorityId),
        responseTimeTypeIds: kept.map((l) => l.responseTimeTypeId),
        firstResponseTypeIds: targetUnits(kept),
      });
      await db.transaction(async (tx) => {
        await repository.removeLevels(tx, subCategoryId, removed);
        await repository.upsertLevels(tx, subCategoryId, [...new Map(kept.map((l) => [l.priorityId, l])).values()], actorId);
      });
      return repository.ofSubCategory(db, subCategoryId);
    },
  };
}
