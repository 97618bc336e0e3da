// Shown when a screen throws while rendering or its code cannot be loaded (for example after a deployment).
import { useRouteError } from 'react-router';
import { Box, Button, Typography } from '@mui/material';

export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Box role="alert" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3, textAlign: 'center' }}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          Ocurrió un error al mostrar la pantalla
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Recargue la página. Si el problema continúa, póngase en contacto con el administrador.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recargar
        </Button>
      </div>
    </Box>
  );
}
