// A read that failed and blocks the screen: the message and a way to try again.
import { Alert, Button } from '@mui/material';
import { errorMessage } from '@/lib/api/error-messages';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

export function LoadError({ error, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
