// 'Fusionar en…' (docs/product/self-service.md#merge): the user picks the ticket this one goes into, then confirms a
// question naming both; the server merges them and the screen opens the target. The server decides: a refusal shows
// its Spanish reason and the dialog stays.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Typography } from '@mui/material';
import { mergeSplitMessages, type SimpleTicket } from '@tms/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SizedDialog } from '@/components/sized-dialog';
import { ticketPath } from '@/components/ticket-link';
import { isApiError } from '@/lib/api/api-error';
import { notify } from '@/lib/notify';
import { useMergeTicket } from '../api/merge-ticket';
import { TicketPicker } from './ticket-picker';

interface MergeTicketDialogProps {
  open: boolean;
  /** The ticket being merged away. */
  ticketId: number;
  onClose: () => void;
}

export function MergeTicketDialog({ open, ticketId, onClose }: MergeTicketDialogProps) {
  const [target, setTarget] = useState<SimpleTicket | null>(null);
  const [confirming, setConfirming] = useState(false);
  const merge = useMergeTicket();
  const navigate = useNavigate();

  const close = () => {
    setTarget(null);
    setConfirming(false);
    onClose();
  };
  const proceed = () => {
    if (target) setConfirming(true);
    else notify.warning(mergeSplitMessages.targetRequired);
  };
  const confirm = (targetId: number) =>
    merge.mutate(
      { ticketId, targetId },
      {
        onSuccess: () => {
          notify.success(mergeSplitMessages.merged);
          close();
          void navigate(ticketPath(targetId));
        },
        onError: (error) => {
          setConfirming(false);
          notify.error(isApiError(error) && error.fromServer ? error.message : mergeSplitMessages.mergeError);
        },
      },
    );

  return (
    <>
      <SizedDialog
        open={open && !confirming}
        title="Fusionar en…"
        width="60%"
        height="50%"
        onClose={close}
        actions={
          <>
            <Button onClick={close}>Cancelar</Button>
            <Button variant="contained" onClick={proceed}>
              Continuar
            </Button>
          </>
        }
      >
        <Typography sx={{ mb: 2 }}>
          Elija el ticket en el que se fusionará el #{ticketId}. Su conversación, archivos adjuntos y seguidores pasarán a ese
          ticket.
        </Typography>
        <TicketPicker value={target} onChange={setTarget} excludeOption={(ticket) => ticket.id === ticketId} />
      </SizedDialog>
      {target && (
        <ConfirmDialog
          open={open && confirming}
          title="Fusionar tickets"
          message={mergeSplitMessages.confirmMerge(ticketId, target.id)}
          busy={merge.isPending}
          onConfirm={() => confirm(target.id)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
