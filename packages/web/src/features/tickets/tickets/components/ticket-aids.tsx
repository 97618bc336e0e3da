// What other features lend the ticket screen. A feature never imports another (docs/architecture.md), so the ticket
// screen names here what it can hold and the app shell, which composes features, fills it in: beside a new ticket's
// subject and detail, help found from what is typed (the knowledge base's suggestions), which may end the visit
// without a ticket; and a button for the reply editor's toolbar (an agent's 'Insertar artículo'). Without them the
// screen is whole as it is.
import { createContext, Suspense, useContext, type ComponentType, type ReactNode, type RefObject } from 'react';
import { useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { RichTextToolbarExtraProps } from '@/components/rich-text/rich-text-toolbar';
import { useTicketFormContext } from './ticket-form-context';

export interface NewTicketHelpProps {
  subject: string;
  /** The detail as its editor holds it (rich text). */
  detail: string;
  /** What was typed found its answer: the form is left without creating a ticket. */
  onResolved: () => void;
}

export interface TicketAids {
  NewTicketHelp?: ComponentType<NewTicketHelpProps>;
  /** For internal users' replies. */
  ReplyToolbarExtra?: ComponentType<RichTextToolbarExtraProps>;
}

const TicketAidsContext = createContext<TicketAids>({});

export function TicketAidsProvider({ aids, children }: { aids: TicketAids; children: ReactNode }) {
  return <TicketAidsContext value={aids}>{children}</TicketAidsContext>;
}

export const useTicketAids = () => useContext(TicketAidsContext);

/**
 * The help lent beside a new ticket, following the subject and the detail as they are typed. Resolved, the screen goes
 * back where the user came from (home when the visit started here), its leave guard letting the change go unasked.
 */
export function NewTicketHelpAside({ letThroughRef }: { letThroughRef: RefObject<boolean> }) {
  const { NewTicketHelp } = useTicketAids();
  const { control } = useTicketFormContext();
  const [subject, detail] = useWatch({ control, name: ['subject', 'detail'] });
  const navigate = useNavigate();
  const { key } = useLocation();
  if (!NewTicketHelp) return null;
  const leave = () => {
    letThroughRef.current = true;
    // 'default': the visit began on this screen, with nothing of the app's to go back to.
    if (key === 'default') void navigate('/', { replace: true });
    else void navigate(-1);
  };
  return (
    <Suspense fallback={null}>
      <NewTicketHelp subject={subject ?? ''} detail={detail ?? ''} onResolved={leave} />
    </Suspense>
  );
}
