// Confirms and runs a catalogue deletion (docs/product/catalogues.md#catalogue-screens-in-common): '¿Seguro que desea
// desactivar el registro {itemName}?' (the verb is the action's own label, 'eliminar' where rows are removed), or the
// question a screen asks the server for first (branches with active records). The result is a banner: success, the
// conflict warning of a 409, or the error.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { catalogueMessages, messages } from '@tms/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { notifyFailure } from '../lib/notify-failure';

/** The delete action's label where deleting deactivates (every catalogue with soft deletion). */
export const DEACTIVATE_LABEL = 'Desactivar';

export interface CatalogueDeletion<R> {
  /** How the confirmation names the row. */
  itemName: (row: R) => string;
  /** Deletes (or deactivates) the row; usually a mutation's mutateAsync. */
  remove: (id: number) => Promise<unknown>;
  /** The action's label, which the question repeats: 'Desactivar' unless the catalogue really removes rows. */
  label?: string;
  canDelete?: (row: R) => boolean;
  /** A question to ask instead of the standard one, found out when the user asks to delete. */
  question?: (row: R) => Promise<string>;
}

/** How most catalogues name a row in the confirmation: by its code. */
export const byCode = (row: { code: string }) => row.code;

/** Where deleting deactivates, only active rows offer 'Desactivar'. */
export const whileActive = (row: { isActive: boolean }) => row.isActive;

interface CatalogueDeleteDialogProps<R extends { id: number }> {
  /** Tells the question queries of different catalogues apart. */
  scope: string;
  row: R | null;
  deletion: CatalogueDeletion<R>;
  onClose: () => void;
}

export function CatalogueDeleteDialog<R extends { id: number }>({
  scope,
  row,
  deletion,
  onClose,
}: CatalogueDeleteDialogProps<R>) {
  const [busy, setBusy] = useState(false);
  const { question } = deletion;
  const asked = useQuery({
    queryKey: ['delete-question', scope, row?.id],
    queryFn: () => question!(row!),
    enabled: !!row && !!question,
    staleTime: 0,
    gcTime: 0,
  });
  const message = question
    ? asked.data
    : row && catalogueMessages.confirmDelete(deletion.itemName(row), deletion.label ?? DEACTIVATE_LABEL);

  const confirm = async () => {
    if (!row) return;
    setBusy(true);
    try {
      await deletion.remove(row.id);
      notify.success(messages.operationSuccess);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
      onClose();
    }
  };

  // A failed question already showed its banner (query cache): there is nothing to confirm.
  const failed = asked.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  return (
    <ConfirmDialog
      open={!!row && !!message}
      busy={busy}
      message={message ?? ''}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
