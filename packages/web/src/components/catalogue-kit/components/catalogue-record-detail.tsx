// The detail of a catalogue record by id: loads it (GET c/{id}) unless it is new, then shows the detail panel with
// the tabs the record allows (a new record usually has only its general data).
import { Fragment } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CatalogueDetail, type CatalogueTab } from './catalogue-detail';
import type { CatalogueCrumb, CatalogueLevel } from './catalogue-header';
import { CatalogueRecord } from './catalogue-record';

/**
 * The tab every catalogue detail starts with (docs/product/catalogues.md#catalogue-screens-in-common spells it
 * 'Datos Generales' for the common catalogues).
 */
export const generalDataTab = (render: CatalogueTab['render'], label = 'Datos Generales'): CatalogueTab => ({ label, render });

interface CatalogueRecordDetailProps<T> {
  id: number | null;
  /** The record's query, disabled while `id` is null. */
  query: UseQueryResult<T>;
  title: (record: T | undefined) => string | undefined;
  tabs: (record: T | undefined) => CatalogueTab[];
  onBack: () => void;
  level?: CatalogueLevel;
  active?: boolean;
  /** The way back as a breadcrumb instead of the back button (a record inside another one). */
  trail?: (record: T | undefined) => CatalogueCrumb[];
  /** A record opened inside one of the tabs has the screen (CatalogueDetail's `bare`). */
  bare?: boolean;
}

export function CatalogueRecordDetail<T>({ id, query, title, tabs, trail, ...shared }: CatalogueRecordDetailProps<T>) {
  const detailOf = (record: T | undefined) => (
    <CatalogueDetail title={title(record)} tabs={tabs(record)} trail={trail?.(record)} {...shared} />
  );
  if (id === null) return detailOf(undefined);
  return <CatalogueRecord query={query}>{(record) => <Fragment key={id}>{detailOf(record)}</Fragment>}</CatalogueRecord>;
}
