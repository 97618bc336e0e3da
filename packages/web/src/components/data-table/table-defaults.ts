// The page sizes and empty-table text every table shares (docs/product/conventions.md#limits-and-constants), apart
// from the grid's code so the cards and the grid's own module read them without loading each other.
export const DEFAULT_PAGE_SIZE = 15;
export const PAGE_SIZE_OPTIONS = [5, 10, 15, 20];
export const EMPTY_TABLE_TEXT = 'No hay datos para mostrar';
