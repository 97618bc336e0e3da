// Everything the screens rely on: theme and baseline styles, data cache, banners. A session that ends (sign-out,
// a 401, another tab signing out) also drops the cached data, which belonged to that user.
// Banners sit at the bottom, centred, narrow and stacked upwards (newest nearest the edge): screen actions live in
// the top bar and the page headers, so a banner never covers one; on a phone they take the width, compactly.
import { useEffect, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createQueryClient } from '@/lib/query-client';
import { sessionStore } from '@/lib/session/session-store';
import { theme } from './theme';

const MAX_BANNERS = 3;
const BANNER_DURATION_MS = 5000;
const BANNER_MAX_WIDTH = 420;

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
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
