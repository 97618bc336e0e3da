// 'Sucursales' tab of a sub-category: its responsible per branch. A branch can be linked only where the category has a
// responsible: those without one are locked and named before any editing (all of them: the tab shows only the
// message). The server still refuses them; that refusal is guidance, so it shows as a warning.
import { useMemo } from 'react';
import { catalogueMessages, type SubCategory } from '@tms/contracts';
import { LocationResponsiblesTab } from '@/components/catalogue-kit/components/location-responsibles-tab';
import { notifyFailure } from '@/components/catalogue-kit/lib/notify-failure';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useCategoryLocations } from '../../categories/api/get-category-locations';
import { useSubCategoryLocations } from '../api/get-sub-category-locations';
import { useSaveSubCategoryLocations } from '../api/save-sub-category-locations';

const showRefusal = (error: unknown) =>
  errorMessage(error) === catalogueMessages.categoryLocationsFirst
    ? notify.warning(catalogueMessages.categoryLocationsFirst)
    : notifyFailure(error);

export function SubCategoryLocationsTab({ subCategory, active }: { subCategory: SubCategory; active: boolean }) {
  const locations = useSubCategoryLocations(subCategory.id, subCategory.ownerId);
  const categoryLocations = useCategoryLocations(subCategory.categoryId, 0);
  const save = useSaveSubCategoryLocations();
  const locked = useMemo(() => {
    if (!categoryLocations.data || !locations.data) return undefined;
    const staffed = new Set(
      categoryLocations.data
        .filter((row) => row.id !== null && row.isActive && row.ownerId !== null)
        .map((row) => row.companyLocationId),
    );
    const branchIds = new Set(locations.data.map((row) => row.companyLocationId).filter((branchId) => !staffed.has(branchId)));
    return { branchIds, reason: catalogueMessages.categoryLocationsFirst };
  }, [categoryLocations.data, locations.data]);
  return (
    <LocationResponsiblesTab
      rows={locations.data}
      loading={locations.isFetching || categoryLocations.isFetching}
      active={active}
      save={(changes) => save.mutateAsync(changes.map((change) => ({ ...change, subCategoryId: subCategory.id })))}
      onFailure={showRefusal}
      locked={locked}
    />
  );
}
