// 'Reasignar' on selected tickets: choose the new responsible among the active internal users.
import { useInternalUsers, userLabel } from '@/lib/lookups/get-active-users';
import { ChooseOneDialog } from './choose-one-dialog';

interface ReassignDialogProps {
  open: boolean;
  count: number;
  busy: boolean;
  onConfirm: (assignedTo: number) => void;
  onCancel: () => void;
}

export function ReassignDialog({ count, ...actions }: ReassignDialogProps) {
  const users = useInternalUsers();
  return (
    <ChooseOneDialog
      title="Reasignar tickets"
      text={`${count === 1 ? 'El ticket seleccionado' : `Los ${count} tickets seleccionados`} pasarán al responsable que elija.`}
      label="Responsable"
      confirmLabel="Reasignar"
      options={users.data ?? []}
      optionLabel={userLabel}
      loading={users.isLoading}
      {...actions}
    />
  );
}
