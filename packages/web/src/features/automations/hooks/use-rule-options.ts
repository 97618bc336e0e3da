// The options of the rule's pickers, active catalogue items only (the lookups of src/lib/lookups): the server refuses
// an inactive one anyway, on its field.
import type { SelectOption } from '@/components/form/form-select-field';
import { codeOptions } from '@/components/form/code-options';
import { useInternalUsers, userLabel } from '@/lib/lookups/get-active-users';
import { useAllSubCategories } from '@/lib/lookups/get-all-sub-categories';
import { useCannedResponseOptions } from '@/lib/lookups/get-canned-response-options';
import { useCategories } from '@/lib/lookups/get-categories';
import { useCompanyLocations } from '@/lib/lookups/get-company-locations';
import { useSeverities } from '@/lib/lookups/get-severities';

interface PickerOptions {
  options: SelectOption[];
  loading: boolean;
}

const pickerOf = <T>(query: { data?: T[]; isLoading: boolean }, toOptions: (items: T[]) => SelectOption[]): PickerOptions => ({
  options: query.data ? toOptions(query.data) : [],
  loading: query.isLoading,
});

/** Active internal users: the only ones a rule may assign, subscribe or notify. */
export const useUserOptions = () =>
  pickerOf(useInternalUsers(), (users) => users.map((user) => ({ value: user.id, label: userLabel(user) })));

export const useCategoryOptions = () => pickerOf(useCategories(), codeOptions);

/** Each sub-category after its category ('Sistemas › Correo'): codes repeat across categories. */
export function useSubCategoryOptions(): PickerOptions {
  const categories = useCategories();
  const codeOf = new Map((categories.data ?? []).map((category) => [category.id, category.code]));
  return pickerOf(useAllSubCategories(), (subCategories) =>
    subCategories.map((sub) => ({ value: sub.id, label: `${codeOf.get(sub.categoryId) ?? '…'} › ${sub.code}` })),
  );
}

export const useLocationOptions = () => pickerOf(useCompanyLocations(), codeOptions);

export const useSeverityOptions = () => pickerOf(useSeverities(), codeOptions);

/** Shared responses only: a personal one is its owner's alone, and the server refuses it. */
export const useSharedResponseOptions = () =>
  pickerOf(useCannedResponseOptions(), (responses) => codeOptions(responses.filter((response) => response.isShared)));
