// The form of a catalogue record (docs/product/catalogues.md#validation, docs/product/conventions.md#validation):
// resolves with the contracts' schema, validates a field 300 ms after typing stops, puts the server's field
// messages on their fields, shows the result banner and saves with Ctrl+S / Cmd+S while the form is on screen.
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { applyServerErrors } from '@/components/form/apply-server-errors';
import { useDebouncedValidation } from '@/lib/hooks/use-debounced-validation';
import { useSaveShortcut } from '@/lib/hooks/use-save-shortcut';
import { notifyFailure } from '../lib/notify-failure';
import { useSaving } from './use-saving';

export interface CatalogueFormOptions<TValues extends FieldValues, TParsed, TSaved> {
  resolver: Resolver<TValues, unknown, TParsed>;
  defaultValues: DefaultValues<TValues>;
  /** Fields that may receive a server message (data.fields keys, 'address.cityId' for nested ones). */
  fields: readonly string[];
  save: (input: TParsed) => Promise<TSaved>;
  onSaved?: (saved: TSaved) => void;
  /** Defaults to 'Datos Guardados Correctamente.'. */
  successMessage?: string;
  /** Defaults to the conflict warning or the server's error message. */
  onFailure?: (error: unknown) => void;
  /** Ctrl+S saves only the form the user sees (a hidden tab's form does not). */
  active?: boolean;
}

export function useCatalogueForm<TValues extends FieldValues, TParsed, TSaved>({
  resolver,
  defaultValues,
  fields,
  save,
  onSaved,
  successMessage,
  onFailure = notifyFailure,
  active = true,
}: CatalogueFormOptions<TValues, TParsed, TSaved>) {
  const form = useForm<TValues, unknown, TParsed>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  useDebouncedValidation(form);
  const { saving, run } = useSaving(save, {
    successMessage,
    onSaved,
    onFailure: (error) => {
      applyServerErrors(error, form.setError, fields);
      onFailure(error);
    },
  });
  const submit = form.handleSubmit(run);

  useSaveShortcut(() => {
    if (!saving) void submit();
  }, active);

  return { form, submit, saving };
}
