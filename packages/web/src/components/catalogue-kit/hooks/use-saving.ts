// A catalogue save as the user sees it: busy while it runs, then the success banner, or the failure handled.
import { useState } from 'react';
import { messages } from '@tms/contracts';
import { notify } from '@/lib/notify';

interface SavingOptions<TSaved> {
  /** Defaults to 'Datos Guardados Correctamente.'. */
  successMessage?: string;
  onSaved?: (saved: TSaved) => void;
  onFailure: (error: unknown) => void;
}

export function useSaving<TInput, TSaved>(
  save: (input: TInput) => Promise<TSaved>,
  { successMessage = messages.operationSuccess, onSaved, onFailure }: SavingOptions<TSaved>,
) {
  const [saving, setSaving] = useState(false);

  const run = async (input: TInput) => {
    setSaving(true);
    try {
      const saved = await save(input);
      notify.success(successMessage);
      onSaved?.(saved);
    } catch (error) {
      onFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return { saving, run };
}
