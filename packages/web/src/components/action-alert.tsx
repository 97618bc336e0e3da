// A message that stays on screen with the one action that resolves it ('Reintentar', 'Refrescar').
import type { ReactNode } from 'react';
import { Alert, Button, type AlertProps } from '@mui/material';

interface ActionAlertProps {
  severity: AlertProps['severity'];
  actionLabel: string;
  onAction: () => void;
  sx?: AlertProps['sx'];
  children: ReactNode;
}

export function ActionAlert({ severity, actionLabel, onAction, sx, children }: ActionAlertProps) {
  return (
    <Alert
      severity={severity}
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onAction}>
          {actionLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
