// The text a list shows when it has nothing to show ('Sin historial', 'Sin relaciones', …).
import { Typography } from '@mui/material';

export function EmptyState({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
