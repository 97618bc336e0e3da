// The indicators (docs/product/service-quality.md#indicators): the figures of a range of company days under the
// filters, the same as an Excel workbook, and the caller's subscription to the weekly mail ('Recibir cada lunes').
// Internal holders of permission 31 only; a filter naming no branch, category, sub-category or user is its field's 400.
import { eq } from 'drizzle-orm';
import {
  indicatorMessages,
  indicatorsFileName,
  type IndicatorSubscriptionInput,
  type IndicatorsQueryParsed,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { categories, companyLocations, subCategories, users } from '../../../db/schema';
import { assertReferences } from '../../../lib/catalogue-kit/references';
import type { AuthUser } from '../../../plugins/current-user';
import { indicatorsWorkbook } from './indicators-workbook';
import { indicatorsPolicy } from './indicators.policy';
import { presentIndicators } from './indicators.presenter';
import { indicatorsRepository as repository, type IndicatorFilters, type IndicatorRange } from './indicators.repository';

/** The figures of `range` under `filters` at `now`, as the API shows them (the weekly mail reads them so too). */
export const readIndicators = async (db: Executor, range: IndicatorRange, filters: IndicatorFilters, now: Date) =>
  presentIndicators(await repository.read(db, range, filters, now));

export function createIndicatorsService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  async function figures(user: AuthUser, query: IndicatorsQueryParsed, now: Date) {
    indicatorsPolicy.check(user);
    const { start, end, ...filters } = query;
    await assertReferences(db, [
      { field: 'companyLocationId', table: companyLocations, id: filters.companyLocationId },
      { field: 'categoryId', table: categories, id: filters.categoryId },
      {
        field: 'subCategoryId',
        table: subCategories,
        id: filters.subCategoryId,
        ...(filters.categoryId
          ? { rule: { where: eq(subCategories.categoryId, filters.categoryId), message: indicatorMessages.subCategoryOutside } }
          : {}),
      },
      { field: 'assignedTo', table: users, id: filters.assignedTo },
    ]);
    return readIndicators(db, { start, end }, filters, now);
  }

  return {
    get: (user: AuthUser, query: IndicatorsQueryParsed, now = new Date()) => figures(user, query, now),

    /** The figures as the workbook 'Exportar' downloads. */
    async export(user: AuthUser, query: IndicatorsQueryParsed, now = new Date()) {
      const indicators = await figures(user, query, now);
      return { fileName: indicatorsFileName(indicators), content: await indicatorsWorkbook(indicators) };
    },

    async subscription(user: AuthUser) {
      indicatorsPolicy.check(user);
      return { subscribed: await repository.isSubscribed(db, user.id) };
    },

    async setSubscription(user: AuthUser, input: IndicatorSubscriptionInput) {
      indicatorsPolicy.check(user);
      await repository.setSubscribed(db, user.id, input.subscribed);
      return { subscribed: input.subscribed };
    },
  };
}
