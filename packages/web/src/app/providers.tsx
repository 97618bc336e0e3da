// Everything the screens rely on: theme and baseline styles, data cache, banners. A session that ends (sign-out,
// a 401, another tab signing out) also drops the cached data, which belonged to that user.
// Banners (lib/notify.ts: one at a time) sit in the landmark 'Avisos'. From `md` up they show at the top, centred in
// the top bar over the page title, so they cover no button (the bar's are at its ends), no page header action (the
// back button on the left, the screen's actions on the right) and no form, editor or 'Enviar mensaje' below. A phone's
// top bar and header have no such room: there they sit at the bottom, the width of the screen, compactly. Each has a
// 'Cerrar' button.
import { useEffect, useState, type ReactNode } from 'react';
import { Box, CssBaseline, IconButton, ThemeProvider } from '@mui/material';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { QueryClientProvider } from '@tanstack/react-query';
import { closeSnackbar, MaterialDesignContent, SnackbarProvider, type SnackbarKey } from 'notistack';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session/session-store';
import { theme } from './theme';

const BANNER_DURATION_MS = 5000;
const BANNER_MAX_WIDTH = 420;
const BANNER_AREA_LABEL = 'Avisos';

/** notistack's banners in colours whose text meets WCAG AA contrast (its defaults do not, orange and green). */
const Banner = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1B5E20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B71C1C' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579B' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#ED6C02', color: 'rgba(0, 0, 0, 0.87)' },
});
const bannerComponents = { success: Banner, error: Banner, info: Banner, warning: Banner, default: Banner };

// Its focus ring takes the banner's text colour, which stands out on the banner's own.
const closeBanner = (key: SnackbarKey) => (
  <IconButton
    aria-label="Cerrar"
    color="inherit"
    size="small"
    onClick={() => closeSnackbar(key)}
    sx={{ '&:focus-visible': { outlineColor: 'currentColor' } }}
  >
    <CloseIcon fontSize="small" />
  </IconButton>
);

/** Where notistack's container (anchored top centre) sits: inside the top bar, or at the bottom of a phone. */
const bannerAreaSx = {
  '& .notistack-SnackbarContainer': { top: { xs: 'auto', md: 8 }, bottom: { xs: 8, md: 'auto' } },
} as const;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [bannerArea, setBannerArea] = useState<HTMLElement | null>(null);

  useEffect(
    () =>
      sessionStore.subscribe(() => {
        if (!sessionStore.get()) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={1}
          autoHideDuration={BANNER_DURATION_MS}
          dense
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          style={{ maxWidth: BANNER_MAX_WIDTH }}
          action={closeBanner}
          Components={bannerComponents}
          domRoot={bannerArea ?? undefined}
        >
          {children}
          <Box role="region" aria-label={BANNER_AREA_LABEL} ref={setBannerArea} sx={bannerAreaSx} />
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
