// The detail of a catalogue record by id: loads it (GET c/{id}) unless it is new, then shows the detail panel with
// the tabs the record allows (a new record usually has only its general data).
import type { UseQueryResult } from '@tanstack/react-query';
import { CatalogueDetail, type CatalogueTab } from './catalogue-detail';
import type { CatalogueLevel } from './catalogue-header';
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
}

export function CatalogueRecordDetail<T>({ id, query, title, tabs, onBack, level, active }: CatalogueRecordDetailProps<T>) {
  if (id === null)
    return <CatalogueDetail title={title(undefined)} tabs={tabs(undefined)} onBack={onBack} level={level} active={active} />;
  return (
    <CatalogueRecord query={query}>
      {(record) => (
        <CatalogueDetail key={id} title={title(record)} tabs={tabs(record)} onBack={onBack} level={level} active={active} />
      )}
    </CatalogueRecord>
  );
}
