// Frame of the public account screens (sign-in, sign-up): a welcome panel on wide screens beside a centred card.
// A session that expired under the user is explained above the card's content.
import { Outlet, useLocation } from 'react-router';
import { Alert, Box, Paper, Typography } from '@mui/material';
import { BrandLogo } from '@/components/brand-logo';
import { isSessionExpiredState, SESSION_EXPIRED_MESSAGE } from '../routes/session-end';
import { navigationColors } from '../theme';

export function AuthLayout() {
  const location = useLocation();
  const expired = isSessionExpiredState(location.state);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        backgroundColor: 'background.default',
      }}
    >
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 3,
          p: 6,
          color: navigationColors.text,
          background: `radial-gradient(circle at 30% 20%, #312E81 0%, ${navigationColors.background} 65%)`,
          textAlign: 'center',
        }}
      >
        <BrandLogo size={96} />
        <Typography variant="h3" component="p">
          Su mesa de ayuda, en orden
        </Typography>
        <Typography sx={{ color: navigationColors.muted, maxWidth: 420 }}>
          Cree, asigne y dé seguimiento a los tickets de su mesa de ayuda en un solo lugar.
        </Typography>
      </Box>
      <Box component="main" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
          {expired && (
            <Alert severity="warning" sx={{ mb: 3 }}>
              {SESSION_EXPIRED_MESSAGE}
            </Alert>
          )}
          <Outlet />
        </Paper>
      </Box>
    </Box>
  );
}
