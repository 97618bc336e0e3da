// 'Sucursales' tab of a sub-category: its responsible per branch. The server refuses branches where the category
// has no responsible yet; that refusal is guidance, so it shows as a warning.
import { catalogueMessages, type SubCategory } from '@tms/contracts';
import { LocationResponsiblesTab } from '@/components/catalogue-kit/components/location-responsibles-tab';
import { notifyFailure } from '@/components/catalogue-kit/lib/notify-failure';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useSubCategoryLocations } from '../api/get-sub-category-locations';
import { useSaveSubCategoryLocations } from '../api/save-sub-category-locations';

const showRefusal = (error: unknown) =>
  errorMessage(error) === catalogueMessages.categoryLocationsFirst
    ? notify.warning(catalogueMessages.categoryLocationsFirst)
    : notifyFailure(error);

export function SubCategoryLocationsTab({ subCategory, active }: { subCategory: SubCategory; active: boolean }) {
  const locations = useSubCategoryLocations(subCategory.id, subCategory.ownerId);
  const save = useSaveSubCategoryLocations();
  return (
    <LocationResponsiblesTab
      rows={locations.data}
      loading={locations.isFetching}
      active={active}
      save={(changes) => save.mutateAsync(changes.map((change) => ({ ...change, subCategoryId: subCategory.id })))}
      onFailure={showRefusal}
    />
  );
}
