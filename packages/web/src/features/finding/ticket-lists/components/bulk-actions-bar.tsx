// Actions on the selected rows of the ticket lists and the Buscador (docs/product/tickets.md#bulk-actions): 'Seguir'
// for anyone, 'Reasignar' for holders of permission 26, 'Aplicar macro' for internal users while there are active
// macros. The server checks each ticket; the answer is shown in a dialog, and the selection is cleared once it is
// done. The buttons show while rows are selected; the dialogs outlive the selection. The dialogs' code loads when one
// first opens, so a list's first load carries none of it.
import { lazy, Suspense, useState } from 'react';
import { Button, Typography } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { EntityType, Permission, type BulkResult } from '@tms/contracts';
import { errorMessage } from '@/lib/api/error-messages';
import { useMacroOptions } from '@/lib/lookups/get-macro-options';
import { notify } from '@/lib/notify';
import { useHasPermission } from '@/lib/permissions/use-has-permission';
import { useSession } from '@/lib/session/use-session';
import { useApplyMacroToTickets } from '../api/apply-macro-to-tickets';
import { useFollowTickets } from '../api/follow-tickets';
import { useReassignTickets } from '../api/reassign-tickets';
import type { BulkAction } from './bulk-result-dialog';

const ReassignDialog = lazy(() => import('./reassign-dialog').then((m) => ({ default: m.ReassignDialog })));
const BulkMacroDialog = lazy(() => import('./bulk-macro-dialog').then((m) => ({ default: m.BulkMacroDialog })));
const BulkResultDialog = lazy(() => import('./bulk-result-dialog').then((m) => ({ default: m.BulkResultDialog })));

interface BulkActionsBarProps {
  ids: number[];
  onDone: () => void;
}

/** The active macros, asked for only by internal users with rows selected. */
function useBulkMacros(selected: boolean) {
  const isInternal = useSession()?.entityTypeId === EntityType.Internal;
  const macros = useMacroOptions(isInternal && selected);
  return isInternal ? (macros.data ?? []) : [];
}

export function BulkActionsBar({ ids, onDone }: BulkActionsBarProps) {
  const mayReassign = useHasPermission(Permission.ReassignResponsible);
  const macros = useBulkMacros(ids.length > 0);
  const follow = useFollowTickets();
  const reassign = useReassignTickets();
  const applyMacro = useApplyMacroToTickets();
  const [choosing, setChoosing] = useState(false);
  const [choosingMacro, setChoosingMacro] = useState(false);
  const [outcome, setOutcome] = useState<{ action: BulkAction; result: BulkResult } | null>(null);
  // Mounted from the first answer on, so closing still plays the dialog's exit transition.
  const [answered, setAnswered] = useState(false);

  const handlers = (action: BulkAction) => ({
    onSuccess: (result: BulkResult) => {
      setChoosing(false);
      setChoosingMacro(false);
      setOutcome({ action, result });
      setAnswered(true);
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
          {macros.length > 0 && (
            <Button variant="outlined" size="small" startIcon={<PlaylistPlayIcon />} onClick={() => setChoosingMacro(true)}>
              Aplicar macro
            </Button>
          )}
        </>
      )}
      {choosing && (
        <Suspense fallback={null}>
          <ReassignDialog
            open
            count={ids.length}
            busy={reassign.isPending}
            onCancel={() => setChoosing(false)}
            onConfirm={(assignedTo) => reassign.mutate({ ids, assignedTo }, handlers('reassign'))}
          />
        </Suspense>
      )}
      {choosingMacro && (
        <Suspense fallback={null}>
          <BulkMacroDialog
            count={ids.length}
            macros={macros}
            busy={applyMacro.isPending}
            onCancel={() => setChoosingMacro(false)}
            onConfirm={(ruleId) => applyMacro.mutate({ ids, ruleId }, handlers('macro'))}
          />
        </Suspense>
      )}
      {answered && (
        <Suspense fallback={null}>
          <BulkResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
        </Suspense>
      )}
    </>
  );
}
