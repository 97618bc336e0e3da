// The 'Fusionar en…' button among the ticket's buttons, shown when the ticket's abilities allow a merge
// (docs/product/self-service.md#merge). The dialog's code loads when it is first opened.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import { useOpenedOnce } from '@/lib/hooks/use-opened-once';

const MergeTicketDialog = lazy(() => import('./merge-ticket-dialog').then((m) => ({ default: m.MergeTicketDialog })));

export function MergeTicketAction({ ticketId }: { ticketId: number }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button variant="outlined" startIcon={<CallMergeIcon />} onClick={() => setOpen(true)}>
        Fusionar en…
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MergeTicketDialog open={open} ticketId={ticketId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
