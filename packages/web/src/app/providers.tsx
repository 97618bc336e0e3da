// Everything the screens rely on: theme and baseline styles, data cache, banners. A session that ends (sign-out,
// a 401, another tab signing out) also drops the cached data, which belonged to that user.
// Banners sit at the bottom, centred, narrow and stacked upwards (newest nearest the edge): screen actions live in
// the top bar and the page headers, so a banner never covers one; on a phone they take the width, compactly.
import { useEffect, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { styled } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session/session-store';
import { theme } from './theme';

const MAX_BANNERS = 3;
const BANNER_DURATION_MS = 5000;
const BANNER_MAX_WIDTH = 420;

/** notistack's banners in colours whose text meets WCAG AA contrast (its defaults do not, orange and green). */
const Banner = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1B5E20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B71C1C' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579B' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#ED6C02', color: 'rgba(0, 0, 0, 0.87)' },
});
const bannerComponents = { success: Banner, error: Banner, info: Banner, warning: Banner, default: Banner };

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

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
          maxSnack={MAX_BANNERS}
          autoHideDuration={BANNER_DURATION_MS}
          preventDuplicate
          dense
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          style={{ maxWidth: BANNER_MAX_WIDTH }}
          Components={bannerComponents}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
