// Asked before leaving a ticket whose form holds changes that were not saved (in-app navigation; closing the tab
// gets the browser's own question). The question's code loads the first time it is asked.
import { lazy, Suspense, type RefObject } from 'react';
import { useOpenedOnce } from '@/lib/hooks/use-opened-once';
import { useLeaveGuard } from '../hooks/use-leave-guard';

const LeaveTicketQuestion = lazy(() => import('./leave-ticket-question').then((m) => ({ default: m.LeaveTicketQuestion })));

interface LeaveTicketGuardProps {
  dirty: boolean;
  letThrough: RefObject<boolean>;
}

export function LeaveTicketGuard({ dirty, letThrough }: LeaveTicketGuardProps) {
  const guard = useLeaveGuard(dirty, letThrough);
  const asked = useOpenedOnce(guard.asking);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LeaveTicketQuestion open={guard.asking} onStay={guard.stay} onLeave={guard.leave} />
    </Suspense>
  );
}
