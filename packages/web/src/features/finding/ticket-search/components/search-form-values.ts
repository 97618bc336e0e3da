// The Buscador's filter form (docs/product/finding.md#buscador): days, pickers (empty = any), people chosen by name,
// the subject and a ticket number; and how they become the API's search criteria.
import { z } from 'zod';
import { messages } from '@tms/contracts';
import { currentMonthRange, dateRangeShape, rangeToInstants, refineDateRange } from '@/components/form/date-range';
import { filterId as optionalId } from '@/components/form/form-filter-select-field';
import type { SearchCriteria } from '../api/search-criteria';

/** A person picked by type-ahead; only the id is sent. */
const optionalUser = z.object({ id: z.number(), displayName: z.string() }).nullable();

export const SUBJECT_FILTER_MAX = 100;

export const searchFormSchema = z
  .object({
    ...dateRangeShape,
    locationId: optionalId,
    categoryId: optionalId,
    subCategoryId: optionalId,
    createdBy: optionalUser,
    assignedTo: optionalUser,
    severityId: optionalId,
    statusId: optionalId,
    subject: z.string().trim().max(SUBJECT_FILTER_MAX, messages.maxLength(SUBJECT_FILTER_MAX)),
    workItemId: z.string().trim().regex(/^\d*$/, 'Solo números'),
  })
  .superRefine(refineDateRange);

export type SearchFormValues = z.input<typeof searchFormSchema>;
export type SearchFormOutput = z.output<typeof searchFormSchema>;

/** The filters a chip of 'Filtros aplicados' clears (the dates are required and stay). */
export type ClearableFilter = Exclude<keyof SearchFormOutput, 'startDate' | 'endDate'>;

/** Each clearable filter empty: no filter. */
const EMPTY_FILTERS: Pick<SearchFormOutput, ClearableFilter> = {
  locationId: null,
  categoryId: null,
  subCategoryId: null,
  createdBy: null,
  assignedTo: null,
  severityId: null,
  statusId: null,
  subject: '',
  workItemId: '',
};

export const defaultSearchValues = (): SearchFormValues => ({ ...currentMonthRange(), ...EMPTY_FILTERS });

/** The filters as they are first searched, when the screen opens. */
export const defaultSearchFilters = (): SearchFormOutput => searchFormSchema.parse(defaultSearchValues());

/** The filters without `key`; without a category there is no sub-category either. */
export const withoutFilter = (values: SearchFormOutput, key: ClearableFilter): SearchFormOutput => ({
  ...values,
  [key]: EMPTY_FILTERS[key],
  ...(key === 'categoryId' ? { subCategoryId: null } : {}),
});

export function toSearchCriteria(values: SearchFormOutput): SearchCriteria {
  const { start, end } = rangeToInstants(values.startDate, values.endDate);
  return {
    startDate: start,
    endDate: end,
    workItemId: values.workItemId ? Number(values.workItemId) : null,
    categoryId: values.categoryId,
    subCategoryId: values.subCategoryId,
    locationId: values.locationId,
    subject: values.subject || null,
    assignedTo: values.assignedTo?.id ?? null,
    createdBy: values.createdBy?.id ?? null,
    statusId: values.statusId,
    severityId: values.severityId,
  };
}
