// Which part of a catalogue screen shows: the list, or the detail of one record (id null: a new one). Editing or
// creating hides the list (docs/product/catalogues.md#catalogue-screens-in-common); a first save keeps the detail
// open on the saved record, so the tabs that need it become available (docs/product/catalogues.md#categories).
import { useCallback, useState } from 'react';

export type CatalogueView = { mode: 'list' } | { mode: 'detail'; id: number | null };

export function useCatalogueView() {
  const [view, setView] = useState<CatalogueView>({ mode: 'list' });
  return {
    view,
    showList: useCallback(() => setView({ mode: 'list' }), []),
    create: useCallback(() => setView({ mode: 'detail', id: null }), []),
    edit: useCallback((id: number) => setView({ mode: 'detail', id }), []),
  };
}
