// /sub-categories (permission 9, 'SubCategorias'): the sub-categories the signed-in user is responsible for.
import { SubCategoriesScreen } from '../components/sub-categories-screen';

export function SubCategoriesPage() {
  return <SubCategoriesScreen />;
}
