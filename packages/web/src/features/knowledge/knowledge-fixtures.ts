// The articles the knowledge base's component tests answer with.
import type { Article, KbSearchHit } from '@tms/contracts';

/** A search hit for 'impresora', as kb/search and kb/suggestions answer it. */
export const printerHit: KbSearchHit = {
  id: 8,
  title: 'La impresora no imprime',
  titleHighlight: 'La <mark>impresora</mark> no imprime',
  fragment: 'Revise que la <mark>impresora</mark> esté encendida.',
  categoryId: 1,
  categoryName: 'Soporte TI',
  subCategoryName: null,
  audience: 'public',
  modifiedDate: '2026-11-30T18:00:00.000Z',
  helpfulCount: 2,
};

/** The hit's article as a reader opens it. */
export const printerArticle: Article = {
  id: 8,
  title: 'La impresora no imprime',
  body: '<p>Revise que la impresora esté encendida y tenga papel.</p>',
  categoryId: 1,
  categoryName: 'Soporte TI',
  subCategoryId: null,
  subCategoryName: null,
  audience: 'public',
  entityTypeIds: [2],
  status: 'published',
  version: 1,
  modifiedDate: '2026-11-30T18:00:00.000Z',
  modifiedByName: 'Administrador',
  createdDate: '2026-11-30T18:00:00.000Z',
  counts: null,
  myFeedback: null,
  canEdit: false,
};
