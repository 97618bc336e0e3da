// /not-found: where every unknown path ends. The spec keeps this page's message in English.
import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import { NotFoundIllustration } from '../components/not-found-illustration';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('404');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 560 }}>
        <NotFoundIllustration />
        <Typography variant="h3" component="h1" sx={{ mt: 4, mb: 1 }}>
          404: The page you are looking for isn’t here
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          You either tried some shady route or you came here by mistake. Whichever it is, try using the navigation.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large">
          Volver al inicio
        </Button>
      </Box>
    </Box>
  );
}
