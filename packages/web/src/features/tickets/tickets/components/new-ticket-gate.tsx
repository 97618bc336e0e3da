// A new ticket's form opens once the server has said what the user may do on it (GET workitems/abilities): until
// then the screen shows it is loading, and a failed read offers to try again.
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { LoadingScreen } from '@/components/loading-screen';
import { useNewTicketAbilities } from '../api/get-new-ticket-abilities';

export function NewTicketGate({ children }: { children: ReactNode }) {
  const abilities = useNewTicketAbilities();
  if (abilities.isError) return <LoadError error={abilities.error} onRetry={() => void abilities.refetch()} />;
  if (!abilities.data) return <LoadingScreen />;
  return children;
}
