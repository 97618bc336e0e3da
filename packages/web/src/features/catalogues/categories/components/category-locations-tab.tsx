// 'Sucursales' tab of a category: every branch with its responsible (docs/product/catalogues.md#categories).
import type { Category } from '@tms/contracts';
import { LocationResponsiblesTab } from '@/components/catalogue-kit/components/location-responsibles-tab';
import { useCategoryLocations } from '../api/get-category-locations';
import { useSaveCategoryLocations } from '../api/save-category-locations';

export function CategoryLocationsTab({ category, active }: { category: Category; active: boolean }) {
  const locations = useCategoryLocations(category.id, category.ownerId);
  const save = useSaveCategoryLocations();
  return (
    <LocationResponsiblesTab
      rows={locations.data}
      loading={locations.isFetching}
      active={active}
      save={(changes) => save.mutateAsync(changes.map((change) => ({ ...change, categoryId: category.id })))}
    />
  );
}
