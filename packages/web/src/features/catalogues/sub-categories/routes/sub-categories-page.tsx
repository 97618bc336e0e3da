// /sub-categories (permission 9, 'SubCategorias'): the sub-categories the signed-in user is responsible for, or all
// of them ('Ver todas').
import { SubCategoriesScreen } from '../components/sub-categories-screen';

export function SubCategoriesPage() {
  return <SubCategoriesScreen />;
}
