// /under-development: the public placeholder page.
import { Box } from '@mui/material';
import { UnderDevelopmentNotice } from '@/components/under-development-notice';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';

export function UnderDevelopmentPage() {
  useDocumentTitle('En desarrollo');
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <UnderDevelopmentNotice />
    </Box>
  );
}
