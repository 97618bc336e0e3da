// Copyright line of the product team with the current year (docs/product/screens.md#layout).
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { PRODUCT_NAME } from '@/lib/product';

export function Footer() {
  const [year] = useState(() => new Date().getFullYear());
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary" align="center">
        © {year} Equipo de {PRODUCT_NAME}. Todos los derechos reservados.
      </Typography>
    </Box>
  );
}
