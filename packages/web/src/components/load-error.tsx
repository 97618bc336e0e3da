// A read that failed and blocks the screen: the message and a way to try again.
import { errorMessage } from '@/lib/api/error-messages';
import { ActionAlert } from './action-alert';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

export function LoadError({ error, onRetry }: LoadErrorProps) {
  return (
    <ActionAlert severity="error" actionLabel="Reintentar" onAction={onRetry}>
      {errorMessage(error)}
    </ActionAlert>
  );
}
