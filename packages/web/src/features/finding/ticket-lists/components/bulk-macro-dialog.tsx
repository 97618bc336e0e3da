// 'Aplicar macro' on selected tickets: choose one of the active macros; the server runs it on each ticket on its own.
import type { AutomationItem } from '@tms/contracts';
import { ChooseOneDialog } from './choose-one-dialog';

interface BulkMacroDialogProps {
  count: number;
  macros: AutomationItem[];
  busy: boolean;
  onConfirm: (ruleId: number) => void;
  onCancel: () => void;
}

export const bulkMacroText = (count: number) =>
  `${count === 1 ? 'Al ticket seleccionado' : `A cada uno de los ${count} tickets seleccionados`} se le aplicará la macro que elija.`;

export function BulkMacroDialog({ count, macros, ...actions }: BulkMacroDialogProps) {
  return (
    <ChooseOneDialog
      title="Aplicar macro"
      text={bulkMacroText(count)}
      label="Macro"
      confirmLabel="Aplicar"
      options={macros}
      optionLabel={(macro) => macro.code}
      {...actions}
    />
  );
}
