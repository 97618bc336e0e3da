// A catalogue page made from its parts (docs/product/catalogues.md#catalogue-screens-in-common): the list read, the
// deletion, the columns and the record's detail.
// Each catalogue declares only what is its own; the table, the create button, the confirmation and the detail
// switch are the kit's `CatalogueScreen`.
import type { ComponentType, ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { CatalogueScreen, type CatalogueDetailProps } from './catalogue-screen';
import type { CatalogueDeletion } from './catalogue-delete-dialog';
import type { CatalogueTab } from './catalogue-detail';
import type { CatalogueRecordFormProps } from '../hooks/use-catalogue-record-form';
import { CatalogueRecordDetail, generalDataTab } from './catalogue-record-detail';

interface RecordDetailParts<T> {
  /** The record's query by id (disabled while the id is null, a new record). */
  useRecord: (id: number | null) => UseQueryResult<T>;
  title: (record: T | undefined) => string;
  /** The tabs the record allows; `onSaved` keeps the detail open on the saved record. */
  tabs: (record: T | undefined, onSaved: (id: number) => void) => CatalogueTab[];
}

/** The detail of a catalogue whose record is loaded by id and shown in tabs. */
export function catalogueRecordDetail<T>({ useRecord, title, tabs }: RecordDetailParts<T>) {
  return function RecordDetail({ id, onSaved, onBack }: CatalogueDetailProps) {
    const query = useRecord(id);
    return <CatalogueRecordDetail id={id} query={query} onBack={onBack} title={title} tabs={(record) => tabs(record, onSaved)} />;
  };
}

interface FormDetailParts<T> extends Omit<RecordDetailParts<T>, 'tabs'> {
  /** The record's form, its only tab ('Datos Generales'). */
  form: (record: T | undefined, props: CatalogueRecordFormProps) => ReactNode;
}

/** The detail of a catalogue record whose only tab is its form. */
export function catalogueFormDetail<T>({ form, ...parts }: FormDetailParts<T>) {
  return catalogueRecordDetail<T>({
    ...parts,
    tabs: (record, onSaved) => [generalDataTab((active) => form(record, { active, onSaved }))],
  });
}

interface CataloguePageParts<R extends GridValidRowModel & { id: number }> {
  title: string;
  addLabel: string;
  columns: GridColDef<R>[];
  pageSize: number;
  /** The admin list (`GET c`), every row at once. */
  useRows: () => UseQueryResult<R[]>;
  /** The delete (or deactivate) mutation. */
  useRemove: () => { mutateAsync: (id: number) => Promise<unknown> };
  deletion: Omit<CatalogueDeletion<R>, 'remove'>;
  Detail: ComponentType<CatalogueDetailProps>;
  /** Sends the user to the start when the list cannot be read, as docs/product/catalogues.md#groups asks. */
  leaveWhenListFails?: boolean;
}

/** A catalogue page: its list with create, edit and delete, switching to `Detail` for one record. */
export function cataloguePage<R extends GridValidRowModel & { id: number }>(parts: CataloguePageParts<R>) {
  const { title, addLabel, columns, pageSize, useRows, useRemove, deletion, Detail, leaveWhenListFails } = parts;
  return function CataloguePage() {
    const list = useRows();
    const remove = useRemove();
    if (leaveWhenListFails && list.isError) return <Navigate to="/" replace />;
    return (
      <CatalogueScreen
        title={title}
        addLabel={addLabel}
        rows={list.data}
        loading={list.isFetching}
        columns={columns}
        pageSize={pageSize}
        deletion={{ ...deletion, remove: remove.mutateAsync }}
        renderDetail={(props) => <Detail {...props} />}
      />
    );
  };
}
