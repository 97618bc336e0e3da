// Placeholder for a screen that is not built yet.
import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';

export function UnderDevelopmentNotice() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <div>
        <ConstructionIcon color="primary" sx={{ fontSize: 72, mb: 2 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          Sección en desarrollo
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 480 }}>
          Estamos trabajando en esta sección. Pronto estará disponible.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Ir al inicio
        </Button>
      </div>
    </Box>
  );
}
