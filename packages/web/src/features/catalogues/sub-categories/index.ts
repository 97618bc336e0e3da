// What other screens may use of the sub-categories feature: the screen itself, which the category screen embeds.
export { SubCategoriesScreen } from './components/sub-categories-screen';
