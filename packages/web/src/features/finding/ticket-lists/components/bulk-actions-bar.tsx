// Actions on the selected rows (docs/product/tickets.md#bulk-actions): 'Seguir' for anyone, 'Reasignar' for holders
// of permission 26. The server checks each ticket; the answer is shown in a dialog, and the selection is cleared
// once it is done. The buttons show while rows are selected; the dialogs outlive the selection.
import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Permission, type BulkResult } from '@tms/contracts';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useHasPermission } from '@/lib/permissions/use-has-permission';
import { useFollowTickets } from '../api/follow-tickets';
import { useReassignTickets } from '../api/reassign-tickets';
import { BulkResultDialog, type BulkAction } from './bulk-result-dialog';
import { ReassignDialog } from './reassign-dialog';

interface BulkActionsBarProps {
  ids: number[];
  onDone: () => void;
}

export function BulkActionsBar({ ids, onDone }: BulkActionsBarProps) {
  const mayReassign = useHasPermission(Permission.ReassignResponsible);
  const follow = useFollowTickets();
  const reassign = useReassignTickets();
  const [choosing, setChoosing] = useState(false);
  const [outcome, setOutcome] = useState<{ action: BulkAction; result: BulkResult } | null>(null);

  const handlers = (action: BulkAction) => ({
    onSuccess: (result: BulkResult) => {
      setChoosing(false);
      setOutcome({ action, result });
      onDone();
    },
    onError: (error: Error) => notify.error(errorMessage(error)),
  });

  return (
    <>
      {ids.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {ids.length === 1 ? '1 seleccionado' : `${ids.length} seleccionados`}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            startIcon={<NotificationsActiveIcon />}
            loading={follow.isPending}
            onClick={() => follow.mutate(ids, handlers('follow'))}
          >
            Seguir
          </Button>
          {mayReassign && (
            <Button variant="outlined" size="small" startIcon={<SwapHorizIcon />} onClick={() => setChoosing(true)}>
              Reasignar
            </Button>
          )}
        </>
      )}
      {choosing && (
        <ReassignDialog
          open
          count={ids.length}
          busy={reassign.isPending}
          onCancel={() => setChoosing(false)}
          onConfirm={(assignedTo) => reassign.mutate({ ids, assignedTo }, handlers('reassign'))}
        />
      )}
      <BulkResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}
