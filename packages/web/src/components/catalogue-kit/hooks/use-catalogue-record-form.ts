// The form of one catalogue record: `useCatalogueForm` saving a new record with `useCreate` and an existing one with
// `useUpdate`, and telling the detail the saved record's id.
import type { FieldValues } from 'react-hook-form';
import { useCatalogueSave, type CatalogueWrite } from '../api/use-catalogue-save';
import { useCatalogueForm, type CatalogueFormOptions } from './use-catalogue-form';

/** What the detail gives every record form besides its record. */
export interface CatalogueRecordFormProps {
  /** The form's tab is on screen: Ctrl+S saves it. */
  active: boolean;
  /** After a save: the detail stays open on the saved record. */
  onSaved: (id: number) => void;
}

interface CatalogueRecordFormOptions<TValues extends FieldValues, TParsed, TSaved extends { id: number }>
  extends Omit<CatalogueFormOptions<TValues, TParsed, TSaved>, 'save' | 'onSaved' | 'active'>, CatalogueRecordFormProps {
  /** The record being edited; undefined for a new one. */
  record: { id: number } | undefined;
  useCreate: () => CatalogueWrite<TParsed, TSaved>;
  useUpdate: () => CatalogueWrite<{ id: number; input: TParsed }, TSaved>;
}

export function useCatalogueRecordForm<TValues extends FieldValues, TParsed, TSaved extends { id: number }>({
  record,
  useCreate,
  useUpdate,
  onSaved,
  ...options
}: CatalogueRecordFormOptions<TValues, TParsed, TSaved>) {
  const save = useCatalogueSave(record, useCreate, useUpdate);
  return useCatalogueForm({ ...options, save, onSaved: (saved) => onSaved(saved.id) });
}
