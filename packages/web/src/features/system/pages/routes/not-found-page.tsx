// /not-found: where every unknown path ends (docs/product/screens.md#route-table), in Spanish like every text
// (docs/product/conventions.md#language-dates-and-times).
import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import { NotFoundIllustration } from '../components/not-found-illustration';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';

export const NOT_FOUND_MESSAGE = 'La página que busca no existe.';

export function NotFoundPage() {
  useDocumentTitle('Página no encontrada');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 560 }}>
        <NotFoundIllustration />
        <Typography variant="h3" component="h1" sx={{ mt: 4, mb: 1 }}>
          {NOT_FOUND_MESSAGE}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Revise la dirección o use el menú para llegar a donde quería ir.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Volver al inicio
        </Button>
      </Box>
    </Box>
  );
}
