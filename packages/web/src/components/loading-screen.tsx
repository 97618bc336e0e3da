// Spinner for a screen whose code or first data is on its way.
import { Box, CircularProgress } from '@mui/material';

export function LoadingScreen() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240, height: '100%' }}>
      <CircularProgress aria-label="Cargando" />
    </Box>
  );
}
